/**
 * First-start spare-part groups with their parts tables.
 * Part numbers are invented for demonstration in the style of the respective manufacturer;
 * they are not taken from any OEM catalogue.
 */
import type { SeedSpareGroup } from './types.ts';

export const spareGroups: SeedSpareGroup[] = [
  // ---------------------------------------------------------------- GE LM2500 / LM2500+
  {
    title: {
      de: 'LM2500 Ersatzteile',
      en: 'LM2500 spare parts',
      ru: 'Запасные части LM2500',
    },
    text: {
      de:
        '<p>Diese Gruppe umfasst Original-Ersatzteile für die aeroderivativen Gasturbinen <strong>GE LM2500 und LM2500+</strong> im Einsatz in der Stromerzeugung, als mechanischer Antrieb in der Öl- und Gasindustrie sowie im Schiffsantrieb. Wir liefern Komponenten des Heißgasteils wie HDT-Laufschaufeln und Leitapparate, Brennkammer-Flammrohre und Brennstoffdüsen, HDV-Lauf- und Verstellleitschaufeln sowie Lager, Dichtungen, Zündkomponenten, Sensorik und Teile des Schmierölsystems.</p>' +
        '<p>Alle Teile sind <strong>Original-OEM-Teile</strong> und stehen als Neuteile oder fachgerecht überholte Komponenten zur Verfügung. Jede Lieferung wird mit der zugehörigen Dokumentation versandt – Konformitätserklärung, Materialzeugnisse und bei überholten Teilen der Werkstattbericht –, sodass die Historie jedes Bauteils lückenlos rückverfolgbar bleibt. Auf Anfrage gewähren wir auf die meisten Originalteile eine <strong>erweiterte Gewährleistung von bis zu 24 Monaten</strong>.</p>' +
        '<p>Ein Katalog unserer LM2500-Teile (ohne Preise) steht auf dieser Seite zum Download bereit. Für aktuelle Verfügbarkeit, Lieferzeiten und Preise senden Sie uns bitte eine Anfrage über das Formular; ein Klick auf eine Tabellenzeile übernimmt die Teilenummer direkt in Ihre Anfrage.</p>',
      en:
        '<p>This group covers original spare parts for the <strong>GE LM2500 and LM2500+</strong> aeroderivative gas turbines in power generation, oil and gas mechanical drive and marine propulsion service. We supply hot-section components such as HPT blades and nozzles, combustor liners and fuel nozzles, HPC blades and variable stator vanes, as well as bearings, seals, ignition components, sensors and lube oil system parts.</p>' +
        '<p>All items are <strong>original OEM parts</strong>, available new or professionally overhauled. Every delivery is shipped with the relevant documentation – certificate of conformity, material certificates and, for overhauled parts, the workshop report – so that the history of each component remains fully traceable. On request we grant an <strong>extended warranty of up to 24 months</strong> on most original parts.</p>' +
        '<p>A catalogue of our LM2500 parts (without prices) can be downloaded from this page. For current availability, lead times and prices please send us an inquiry using the form; clicking a row of the table copies the part number straight into your inquiry.</p>',
      ru:
        '<p>Данная группа включает оригинальные запасные части для авиапроизводных газовых турбин <strong>GE LM2500 и LM2500+</strong>, применяемых в энергетике, в качестве механического привода в нефтегазовой отрасли и в судовых энергетических установках. Мы поставляем детали горячей части – рабочие и сопловые лопатки ТВД, жаровые трубы и топливные форсунки, – а также рабочие и поворотные направляющие лопатки КВД, подшипники, уплотнения, элементы системы зажигания, датчики и узлы маслосистемы.</p>' +
        '<p>Все позиции являются <strong>оригинальными запасными частями OEM</strong> и поставляются как новыми, так и после квалифицированного ремонта. Каждая поставка сопровождается необходимой документацией – сертификатом соответствия, сертификатами на материалы, а для отремонтированных деталей – отчётом ремонтного цеха, – что обеспечивает полную прослеживаемость истории каждого узла. По запросу мы предоставляем <strong>расширенную гарантию сроком до 24 месяцев</strong> на большинство оригинальных запчастей.</p>' +
        '<p>На этой странице можно скачать каталог запасных частей LM2500 (без цен). Чтобы узнать актуальное наличие, сроки поставки и цены, отправьте запрос через форму; щелчок по строке таблицы переносит номер детали прямо в ваш запрос.</p>',
    },
    images: [
      { motif: 'turbine', variant: 1 },
      { motif: 'offshore', variant: 2 },
    ],
    parts: [
      {
        partnumber: 'L30471P02',
        description: { de: 'HDT-Laufschaufel Stufe 1', en: 'HPT stage 1 blade', ru: 'Рабочая лопатка ТВД 1-й ступени' },
        subst_part: 'L30471P04',
        quantity: 24,
      },
      {
        partnumber: 'L30472P03',
        description: { de: 'HDT-Laufschaufel Stufe 2', en: 'HPT stage 2 blade', ru: 'Рабочая лопатка ТВД 2-й ступени' },
        subst_part: '',
        quantity: 18,
      },
      {
        partnumber: '9334M41P05',
        description: {
          de: 'HDT-Leitschaufelsegment Stufe 1',
          en: 'HPT stage 1 nozzle segment',
          ru: 'Сегмент соплового аппарата ТВД 1-й ступени',
        },
        subst_part: '9334M41P07',
        quantity: 6,
      },
      {
        partnumber: '9334M42G02',
        description: {
          de: 'HDT-Leitschaufelsegment Stufe 2',
          en: 'HPT stage 2 nozzle segment',
          ru: 'Сегмент соплового аппарата ТВД 2-й ступени',
        },
        subst_part: '',
        quantity: 0,
      },
      {
        partnumber: 'L23145P01',
        description: { de: 'HDV-Laufschaufel Stufe 1', en: 'HPC stage 1 blade', ru: 'Рабочая лопатка КВД 1-й ступени' },
        subst_part: 'L23145P03',
        quantity: 40,
      },
      {
        partnumber: 'L23158P02',
        description: {
          de: 'HDV-Verstellleitschaufel Stufe 5',
          en: 'HPC stage 5 variable stator vane',
          ru: 'Поворотная направляющая лопатка КВД 5-й ступени',
        },
        subst_part: '',
        quantity: 36,
      },
      {
        partnumber: '9331M71P08',
        description: {
          de: 'HDV-Laufschaufel Stufe 10',
          en: 'HPC stage 10 blade',
          ru: 'Рабочая лопатка КВД 10-й ступени',
        },
        subst_part: '9331M71P09',
        quantity: 30,
      },
      {
        partnumber: 'L43495P03',
        description: {
          de: 'Brennkammer-Flammrohr, außen',
          en: 'Combustor outer liner',
          ru: 'Наружная жаровая труба камеры сгорания',
        },
        subst_part: 'L43495P05',
        quantity: 2,
      },
      {
        partnumber: 'L43496P02',
        description: {
          de: 'Brennkammer-Flammrohr, innen',
          en: 'Combustor inner liner',
          ru: 'Внутренняя жаровая труба камеры сгорания',
        },
        subst_part: '',
        quantity: 0,
      },
      {
        partnumber: '682L528G03',
        description: {
          de: 'Brennstoffdüse, Gas (SAC)',
          en: 'Fuel nozzle, gas (SAC)',
          ru: 'Топливная форсунка, газ (SAC)',
        },
        subst_part: '682L528G05',
        quantity: 30,
      },
      {
        partnumber: 'L28810P01',
        description: { de: 'Zündkerze', en: 'Igniter plug', ru: 'Свеча зажигания' },
        subst_part: 'L28810P03',
        quantity: 12,
      },
      {
        partnumber: '9101M83P01',
        description: { de: 'Zündgerät (Ignition Exciter)', en: 'Ignition exciter', ru: 'Агрегат зажигания' },
        subst_part: '',
        quantity: 4,
      },
      {
        partnumber: 'L35522P02',
        description: {
          de: 'Rollenlager Nr. 4R (HDT)',
          en: 'No. 4R roller bearing (HPT)',
          ru: 'Роликовый подшипник № 4R (ТВД)',
        },
        subst_part: 'L35522P04',
        quantity: 3,
      },
      {
        partnumber: '9363M21P03',
        description: {
          de: 'Luft-/Öldichtung B-Sumpf',
          en: 'B-sump air/oil seal',
          ru: 'Воздушно-масляное уплотнение масляной полости B',
        },
        subst_part: '',
        quantity: 5,
      },
      {
        partnumber: 'L25641P01',
        description: { de: 'Boroskopstopfen', en: 'Borescope plug', ru: 'Заглушка бороскопического лючка' },
        subst_part: 'L25641P02',
        quantity: 50,
      },
      {
        partnumber: 'L44788G01',
        description: { de: 'T48-Thermoelement-Kabelbaum', en: 'T48 thermocouple harness', ru: 'Жгут термопар T48' },
        subst_part: 'L44788G02',
        quantity: 3,
      },
      {
        partnumber: '9098M31P07',
        description: {
          de: 'VSV-Stellzylinder',
          en: 'VSV actuator',
          ru: 'Привод поворотных направляющих лопаток (VSV)',
        },
        subst_part: '',
        quantity: 2,
      },
      {
        partnumber: 'L21980P02',
        description: {
          de: 'VSV-Buchse, Stufe 1–6',
          en: 'VSV bushing, stages 1–6',
          ru: 'Втулка поворотной лопатки, ступени 1–6',
        },
        subst_part: 'L21980P05',
        quantity: 60,
      },
      {
        partnumber: 'L22190G04',
        description: {
          de: 'Schmieröl- und Absaugpumpe',
          en: 'Lube and scavenge pump',
          ru: 'Маслонагнетающий и откачивающий насос',
        },
        subst_part: '',
        quantity: 1,
      },
      {
        partnumber: 'L40012P01',
        description: { de: 'Schmierölfilterelement', en: 'Lube oil filter element', ru: 'Фильтроэлемент масляный' },
        subst_part: 'L40012P02',
        quantity: 48,
      },
      {
        partnumber: 'L49901G01',
        description: {
          de: 'O-Ring- und Dichtungssatz, Heißgasteil',
          en: 'O-ring and gasket kit, hot section',
          ru: 'Комплект уплотнительных колец и прокладок, горячая часть',
        },
        subst_part: '',
        quantity: 10,
      },
      {
        partnumber: '9118M40G06',
        description: { de: 'Pneumatischer Anlasser', en: 'Pneumatic starter', ru: 'Пневматический стартер' },
        subst_part: '9118M40G07',
        quantity: 0,
      },
    ],
  },

  // ---------------------------------------------------------------- GE LM6000
  {
    title: {
      de: 'LM6000 Ersatzteile',
      en: 'LM6000 spare parts',
      ru: 'Запасные части LM6000',
    },
    text: {
      de:
        '<p>Diese Gruppe umfasst Original-Ersatzteile für die Zweiwellen-Gasturbinen <strong>GE LM6000</strong> der Baureihen PC, PD, PF und PG – sowohl mit Standardbrennkammer (SAC) als auch mit Trockenbrennkammer (DLE). Das Sortiment reicht vom Niederdruckverdichter über den Hochdruckverdichter mit seinen Verstellleitschaufeln bis zum Heißgasteil mit Flammrohren, Brennstoffdüsen, DLE-Vormischmodulen sowie HDT-Lauf- und Leitschaufeln.</p>' +
        '<p>Wir liefern ausschließlich <strong>Original-OEM-Teile</strong>, neu oder überholt, jeweils mit Konformitätserklärung, Materialzeugnissen und vollständiger Rückverfolgbarkeit. Ergänzend bieten wir Lager, Dichtungen, Zündanlagen, T48-Kabelbäume, VBV- und VSV-Stellzylinder, Filter und Dichtungssätze für Inspektionen an. Auf Anfrage gewähren wir auf die meisten Originalteile eine <strong>erweiterte Gewährleistung von bis zu 24 Monaten</strong>.</p>' +
        '<p>Der LM6000-Teilekatalog (ohne Preise) kann auf dieser Seite heruntergeladen werden. Verfügbarkeit und Preise nennen wir Ihnen gern auf Anfrage.</p>',
      en:
        '<p>This group covers original spare parts for the <strong>GE LM6000</strong> twin-spool gas turbines of the PC, PD, PF and PG series – with single annular combustor (SAC) as well as dry low emissions (DLE) combustion. The range extends from the low-pressure compressor and the high-pressure compressor with its variable stator vanes to the hot section with liners, fuel nozzles, DLE premixers and HPT blades and nozzles.</p>' +
        '<p>We supply <strong>original OEM parts</strong> only, new or overhauled, each with a certificate of conformity, material certificates and full traceability. In addition we offer bearings, seals, ignition systems, T48 harnesses, VBV and VSV actuators, filters and gasket kits for inspections. On request we grant an <strong>extended warranty of up to 24 months</strong> on most original parts.</p>' +
        '<p>The LM6000 parts catalogue (without prices) can be downloaded from this page. We will be glad to quote availability and prices on request.</p>',
      ru:
        '<p>Данная группа включает оригинальные запасные части для двухвальных газовых турбин <strong>GE LM6000</strong> модификаций PC, PD, PF и PG – как с кольцевой камерой сгорания стандартного исполнения (SAC), так и с малоэмиссионной камерой сгорания (DLE). Ассортимент охватывает компрессор низкого давления, компрессор высокого давления с поворотными направляющими лопатками и горячую часть: жаровые трубы, топливные форсунки, модули предварительного смешения DLE, рабочие и сопловые лопатки ТВД.</p>' +
        '<p>Мы поставляем только <strong>оригинальные запасные части OEM</strong> – новые или после ремонта, с сертификатом соответствия, сертификатами на материалы и полной прослеживаемостью. Кроме того, мы предлагаем подшипники, уплотнения, системы зажигания, жгуты термопар T48, приводы VBV и VSV, фильтры и комплекты уплотнений для инспекций. По запросу мы предоставляем <strong>расширенную гарантию сроком до 24 месяцев</strong> на большинство оригинальных запчастей.</p>' +
        '<p>Каталог запасных частей LM6000 (без цен) доступен для скачивания на этой странице. Наличие и цены мы с удовольствием сообщим по запросу.</p>',
    },
    images: [
      { motif: 'blades', variant: 3 },
      { motif: 'plant', variant: 4 },
    ],
    parts: [
      {
        partnumber: 'L47155P04',
        description: { de: 'HDT-Laufschaufel Stufe 1', en: 'HPT stage 1 blade', ru: 'Рабочая лопатка ТВД 1-й ступени' },
        subst_part: 'L47155P06',
        quantity: 32,
      },
      {
        partnumber: 'L47156P02',
        description: { de: 'HDT-Laufschaufel Stufe 2', en: 'HPT stage 2 blade', ru: 'Рабочая лопатка ТВД 2-й ступени' },
        subst_part: '',
        quantity: 20,
      },
      {
        partnumber: '1886M41G03',
        description: {
          de: 'HDT-Leitschaufelsegment Stufe 1',
          en: 'HPT stage 1 nozzle segment',
          ru: 'Сегмент соплового аппарата ТВД 1-й ступени',
        },
        subst_part: '1886M41G05',
        quantity: 8,
      },
      {
        partnumber: '1886M42G01',
        description: {
          de: 'HDT-Leitschaufelsegment Stufe 2',
          en: 'HPT stage 2 nozzle segment',
          ru: 'Сегмент соплового аппарата ТВД 2-й ступени',
        },
        subst_part: '',
        quantity: 4,
      },
      {
        partnumber: 'L31120P05',
        description: { de: 'NDV-Laufschaufel Stufe 1', en: 'LPC stage 1 blade', ru: 'Рабочая лопатка КНД 1-й ступени' },
        subst_part: 'L31120P07',
        quantity: 26,
      },
      {
        partnumber: 'L31134P02',
        description: { de: 'HDV-Laufschaufel Stufe 3', en: 'HPC stage 3 blade', ru: 'Рабочая лопатка КВД 3-й ступени' },
        subst_part: '',
        quantity: 44,
      },
      {
        partnumber: '1589M88P03',
        description: {
          de: 'HDV-Verstellleitschaufel Stufe 2',
          en: 'HPC stage 2 variable stator vane',
          ru: 'Поворотная направляющая лопатка КВД 2-й ступени',
        },
        subst_part: '1589M88P04',
        quantity: 38,
      },
      {
        partnumber: 'L45201G02',
        description: {
          de: 'Brennkammer-Flammrohr, außen',
          en: 'Combustor outer liner',
          ru: 'Наружная жаровая труба камеры сгорания',
        },
        subst_part: 'L45201G04',
        quantity: 1,
      },
      {
        partnumber: 'L45202G02',
        description: {
          de: 'Brennkammer-Flammrohr, innen',
          en: 'Combustor inner liner',
          ru: 'Внутренняя жаровая труба камеры сгорания',
        },
        subst_part: '',
        quantity: 1,
      },
      {
        partnumber: 'L46710P01',
        description: { de: 'Brennstoffdüse, SAC', en: 'Fuel nozzle, SAC', ru: 'Топливная форсунка, SAC' },
        subst_part: 'L46710P03',
        quantity: 30,
      },
      {
        partnumber: 'L50022G01',
        description: { de: 'DLE-Vormischmodul', en: 'DLE premixer module', ru: 'Модуль предварительного смешения DLE' },
        subst_part: 'L50022G03',
        quantity: 0,
      },
      {
        partnumber: 'L29930P02',
        description: { de: 'Zündkerze', en: 'Igniter plug', ru: 'Свеча зажигания' },
        subst_part: '',
        quantity: 10,
      },
      {
        partnumber: '2036M72P01',
        description: { de: 'Zündgerät (Ignition Exciter)', en: 'Ignition exciter', ru: 'Агрегат зажигания' },
        subst_part: '2036M72P02',
        quantity: 2,
      },
      {
        partnumber: 'L38871P01',
        description: { de: 'Rollenlager Nr. 5R', en: 'No. 5R roller bearing', ru: 'Роликовый подшипник № 5R' },
        subst_part: '',
        quantity: 2,
      },
      {
        partnumber: 'L38904P03',
        description: {
          de: 'Kohleringdichtung, hinterer Sumpf',
          en: 'Carbon seal, aft sump',
          ru: 'Графитовое уплотнение задней масляной полости',
        },
        subst_part: 'L38904P05',
        quantity: 6,
      },
      {
        partnumber: 'L25641P03',
        description: { de: 'Boroskopstopfen', en: 'Borescope plug', ru: 'Заглушка бороскопического лючка' },
        subst_part: '',
        quantity: 45,
      },
      {
        partnumber: 'L44801G03',
        description: { de: 'T48-Thermoelement-Kabelbaum', en: 'T48 thermocouple harness', ru: 'Жгут термопар T48' },
        subst_part: 'L44801G04',
        quantity: 0,
      },
      {
        partnumber: '1589M90G02',
        description: {
          de: 'VSV-Stellzylinder HDV',
          en: 'HPC VSV actuator',
          ru: 'Привод поворотных направляющих лопаток КВД',
        },
        subst_part: '',
        quantity: 2,
      },
      {
        partnumber: 'L36611P04',
        description: {
          de: 'VBV-Stellzylinder (variable Abblaseventile)',
          en: 'VBV actuator (variable bleed valves)',
          ru: 'Привод клапанов перепуска воздуха (VBV)',
        },
        subst_part: 'L36611P06',
        quantity: 3,
      },
      {
        partnumber: 'L40078P01',
        description: { de: 'Schmierölfilterelement', en: 'Lube oil filter element', ru: 'Фильтроэлемент масляный' },
        subst_part: '',
        quantity: 36,
      },
      {
        partnumber: 'L49930G02',
        description: {
          de: 'O-Ring-Satz, Brennstoffsystem',
          en: 'O-ring kit, fuel system',
          ru: 'Комплект уплотнительных колец, топливная система',
        },
        subst_part: '',
        quantity: 15,
      },
      {
        partnumber: '9118M40G08',
        description: { de: 'Hydraulischer Anlasser', en: 'Hydraulic starter', ru: 'Гидравлический стартер' },
        subst_part: '',
        quantity: 0,
      },
    ],
  },

  // ---------------------------------------------------------------- GE Frame 5
  {
    title: {
      de: 'Frame 5 Ersatzteile',
      en: 'Frame 5 spare parts',
      ru: 'Запасные части Frame 5',
    },
    text: {
      de:
        '<p>Diese Gruppe umfasst Original-Ersatzteile für die Heavy-Duty-Gasturbinen <strong>GE Frame 5</strong> (MS5001 Einwellen- und MS5002 Zweiwellenausführung), die weltweit zur Stromerzeugung und als Verdichterantrieb in Pipelines und Gasaufbereitungsanlagen eingesetzt werden. Wir liefern Turbinenlaufschaufeln, Leitschaufelsegmente und Mantelsegmente, Verdichterschaufeln und Eintrittsleitschaufeln, Flammrohre, Übergangsstücke, Brennstoffdüsen und Überströmrohre.</p>' +
        '<p>Für Brennkammer- und Heißgasinspektionen stellen wir komplette Teilesätze einschließlich Zündkerzen, Flammenwächtern, Dichtungssätzen und Lagerkomponenten zusammen. Alle Teile sind <strong>Original-OEM-Teile</strong>, neu oder überholt, mit Zeugnissen und vollständiger Rückverfolgbarkeit. Auf Anfrage gewähren wir auf die meisten Originalteile eine <strong>erweiterte Gewährleistung von bis zu 24 Monaten</strong>.</p>',
      en:
        '<p>This group covers original spare parts for the <strong>GE Frame 5</strong> heavy-duty gas turbines (MS5001 single-shaft and MS5002 two-shaft), used worldwide for power generation and as compressor drivers in pipelines and gas processing plants. We supply turbine buckets, nozzle segments and shroud blocks, compressor blades and inlet guide vanes, combustion liners, transition pieces, fuel nozzles and crossfire tubes.</p>' +
        '<p>For combustion and hot gas path inspections we assemble complete part kits including spark plugs, flame detectors, gasket sets and bearing components. All items are <strong>original OEM parts</strong>, new or overhauled, with certificates and full traceability. On request we grant an <strong>extended warranty of up to 24 months</strong> on most original parts.</p>',
      ru:
        '<p>Данная группа включает оригинальные запасные части для газовых турбин большой мощности <strong>GE Frame 5</strong> (одновальная MS5001 и двухвальная MS5002), которые по всему миру применяются для выработки электроэнергии и в качестве привода компрессоров на газопроводах и газоперерабатывающих заводах. Мы поставляем рабочие лопатки турбины, сегменты сопловых аппаратов и бандажные сегменты, лопатки компрессора и входного направляющего аппарата, жаровые трубы, переходные патрубки, топливные форсунки и пламяперебрасывающие патрубки.</p>' +
        '<p>Для инспекций камер сгорания и горячего тракта мы комплектуем полные наборы деталей, включая свечи зажигания, датчики пламени, комплекты прокладок и элементы подшипников. Все позиции – <strong>оригинальные запасные части OEM</strong>, новые или отремонтированные, с сертификатами и полной прослеживаемостью. По запросу мы предоставляем <strong>расширенную гарантию сроком до 24 месяцев</strong> на большинство оригинальных запчастей.</p>',
    },
    images: [
      { motif: 'plant', variant: 5 },
      { motif: 'combustor', variant: 6 },
    ],
    parts: [
      {
        partnumber: '159A1234P001',
        description: {
          de: 'Turbinenlaufschaufel Stufe 1',
          en: '1st stage turbine bucket',
          ru: 'Рабочая лопатка турбины 1-й ступени',
        },
        subst_part: '159A1234P003',
        quantity: 18,
      },
      {
        partnumber: '159A1241P002',
        description: {
          de: 'Turbinenlaufschaufel Stufe 2',
          en: '2nd stage turbine bucket',
          ru: 'Рабочая лопатка турбины 2-й ступени',
        },
        subst_part: '',
        quantity: 12,
      },
      {
        partnumber: '366B2347G001',
        description: {
          de: 'Leitschaufelsegment Stufe 1',
          en: '1st stage nozzle segment',
          ru: 'Сегмент соплового аппарата 1-й ступени',
        },
        subst_part: '366B2347G003',
        quantity: 4,
      },
      {
        partnumber: '366B2352G002',
        description: {
          de: 'Leitschaufelsegment Stufe 2',
          en: '2nd stage nozzle segment',
          ru: 'Сегмент соплового аппарата 2-й ступени',
        },
        subst_part: '',
        quantity: 0,
      },
      {
        partnumber: '208A3390P004',
        description: { de: 'Mantelsegment Stufe 1', en: '1st stage shroud block', ru: 'Бандажный сегмент 1-й ступени' },
        subst_part: '208A3390P006',
        quantity: 16,
      },
      {
        partnumber: '164A6612P001',
        description: {
          de: 'Verdichterlaufschaufel Stufe 0',
          en: 'Compressor rotor blade, stage 0',
          ru: 'Рабочая лопатка компрессора, ступень 0',
        },
        subst_part: '',
        quantity: 22,
      },
      {
        partnumber: '186A4471P002',
        description: {
          de: 'Eintrittsleitschaufel (IGV)',
          en: 'Inlet guide vane (IGV)',
          ru: 'Лопатка входного направляющего аппарата (ВНА)',
        },
        subst_part: '186A4471P004',
        quantity: 28,
      },
      {
        partnumber: '312A4567P003',
        description: { de: 'Brennkammer-Flammrohr', en: 'Combustion liner', ru: 'Жаровая труба камеры сгорания' },
        subst_part: '312A4567P005',
        quantity: 10,
      },
      {
        partnumber: '366B2401G004',
        description: { de: 'Übergangsstück', en: 'Transition piece', ru: 'Переходный патрубок' },
        subst_part: '',
        quantity: 5,
      },
      {
        partnumber: '249A7713G001',
        description: {
          de: 'Brennstoffdüse, Zweistoff',
          en: 'Fuel nozzle assembly, dual fuel',
          ru: 'Топливная форсунка в сборе, двухтопливная',
        },
        subst_part: '249A7713G002',
        quantity: 10,
      },
      {
        partnumber: '159A2260P002',
        description: { de: 'Überströmrohr', en: 'Crossfire tube', ru: 'Пламяперебрасывающий патрубок' },
        subst_part: '',
        quantity: 20,
      },
      {
        partnumber: '312A1980P001',
        description: { de: 'Zündkerze', en: 'Spark plug', ru: 'Свеча зажигания' },
        subst_part: '312A1980P002',
        quantity: 8,
      },
      {
        partnumber: '156A8812P001',
        description: { de: 'Zündtransformator', en: 'Ignition transformer', ru: 'Трансформатор зажигания' },
        subst_part: '',
        quantity: 2,
      },
      {
        partnumber: '362A1057P004',
        description: { de: 'UV-Flammenwächter', en: 'UV flame detector', ru: 'Ультрафиолетовый датчик пламени' },
        subst_part: '362A1057P104',
        quantity: 6,
      },
      {
        partnumber: '342A5520G001',
        description: { de: 'Radiallager Nr. 1', en: 'No. 1 journal bearing', ru: 'Опорный подшипник № 1' },
        subst_part: '',
        quantity: 1,
      },
      {
        partnumber: '342A5521G002',
        description: { de: 'Axiallager, komplett', en: 'Thrust bearing assembly', ru: 'Упорный подшипник в сборе' },
        subst_part: '',
        quantity: 0,
      },
      {
        partnumber: '325B3301G001',
        description: { de: 'Hauptschmierölpumpe', en: 'Main lube oil pump', ru: 'Главный маслонасос' },
        subst_part: '325B3301G003',
        quantity: 1,
      },
      {
        partnumber: '226B9920P001',
        description: { de: 'Schmierölfilterelement', en: 'Lube oil filter element', ru: 'Фильтроэлемент масляный' },
        subst_part: '',
        quantity: 40,
      },
      {
        partnumber: '312A4650G001',
        description: {
          de: 'Dichtungssatz Brennkammerinspektion',
          en: 'Combustion inspection gasket kit',
          ru: 'Комплект прокладок для инспекции камер сгорания',
        },
        subst_part: '',
        quantity: 6,
      },
      {
        partnumber: '105E3318G002',
        description: { de: 'Anlassmotor (Elektro)', en: 'Starting motor, electric', ru: 'Пусковой электродвигатель' },
        subst_part: '',
        quantity: 0,
      },
    ],
  },

  // ---------------------------------------------------------------- GE Frame 6B
  {
    title: {
      de: 'Frame 6B Ersatzteile',
      en: 'Frame 6B spare parts',
      ru: 'Запасные части Frame 6B',
    },
    text: {
      de:
        '<p>Diese Gruppe umfasst Original-Ersatzteile für die Gasturbinen <strong>GE Frame 6B</strong> (MS6001B), die in Industriekraftwerken, in der Kraft-Wärme-Kopplung und in der Öl- und Gasindustrie betrieben werden. Wir liefern Turbinenlaufschaufeln und Leitschaufelsegmente aller drei Stufen, Mantelsegmente, Verdichterschaufeln, Flammrohre und Übergangsstücke für Standard- und DLN-1-Brennkammern sowie Brennstoffdüsen.</p>' +
        '<p>Ergänzend bieten wir Zündkerzen, Flammenwächter, Abgasthermoelemente, Servoventile für Gasregelventile, Radiallager, Schmierölpumpen, Filter und komplette Dichtungssätze für Brennkammer-, Heißgas- und Hauptinspektionen an. Alle Teile sind <strong>Original-OEM-Teile</strong>, neu oder überholt, mit Zeugnissen und lückenloser Rückverfolgbarkeit.</p>' +
        '<p>Auf Anfrage gewähren wir auf die meisten Originalteile eine <strong>erweiterte Gewährleistung von bis zu 24 Monaten</strong>. Für Verfügbarkeit und Preise nutzen Sie bitte das Anfrageformular.</p>',
      en:
        '<p>This group covers original spare parts for the <strong>GE Frame 6B</strong> (MS6001B) gas turbines operating in industrial power plants, combined heat and power and the oil and gas industry. We supply turbine buckets and nozzle segments for all three stages, shroud blocks, compressor blades, combustion liners and transition pieces for standard and DLN-1 combustors, and fuel nozzles.</p>' +
        '<p>In addition we offer spark plugs, flame detectors, exhaust thermocouples, servo valves for gas control valves, journal bearings, lube oil pumps, filters and complete gasket kits for combustion, hot gas path and major inspections. All items are <strong>original OEM parts</strong>, new or overhauled, with certificates and full traceability.</p>' +
        '<p>On request we grant an <strong>extended warranty of up to 24 months</strong> on most original parts. Please use the inquiry form for availability and prices.</p>',
      ru:
        '<p>Данная группа включает оригинальные запасные части для газовых турбин <strong>GE Frame 6B</strong> (MS6001B), эксплуатируемых на промышленных электростанциях, в когенерации и в нефтегазовой отрасли. Мы поставляем рабочие лопатки и сегменты сопловых аппаратов всех трёх ступеней турбины, бандажные сегменты, лопатки компрессора, жаровые трубы и переходные патрубки для стандартных камер сгорания и камер DLN-1, а также топливные форсунки.</p>' +
        '<p>Дополнительно мы предлагаем свечи зажигания, датчики пламени, термопары выхлопа, сервоклапаны газовых регулирующих клапанов, опорные подшипники, маслонасосы, фильтры и полные комплекты уплотнений для инспекций камер сгорания, горячего тракта и капитальных ремонтов. Все позиции – <strong>оригинальные запасные части OEM</strong>, новые или отремонтированные, с сертификатами и полной прослеживаемостью.</p>' +
        '<p>По запросу мы предоставляем <strong>расширенную гарантию сроком до 24 месяцев</strong> на большинство оригинальных запчастей. Наличие и цены уточняйте, пожалуйста, через форму запроса.</p>',
    },
    images: [
      { motif: 'rotor', variant: 7 },
      { motif: 'turbine', variant: 8 },
    ],
    parts: [
      {
        partnumber: '109E6521P001',
        description: {
          de: 'Turbinenlaufschaufel Stufe 1',
          en: '1st stage turbine bucket',
          ru: 'Рабочая лопатка турбины 1-й ступени',
        },
        subst_part: '109E6521P003',
        quantity: 24,
      },
      {
        partnumber: '109E6534P002',
        description: {
          de: 'Turbinenlaufschaufel Stufe 2',
          en: '2nd stage turbine bucket',
          ru: 'Рабочая лопатка турбины 2-й ступени',
        },
        subst_part: '',
        quantity: 14,
      },
      {
        partnumber: '109E6547P001',
        description: {
          de: 'Turbinenlaufschaufel Stufe 3',
          en: '3rd stage turbine bucket',
          ru: 'Рабочая лопатка турбины 3-й ступени',
        },
        subst_part: '109E6547P002',
        quantity: 0,
      },
      {
        partnumber: '366B4712G002',
        description: {
          de: 'Leitschaufelsegment Stufe 1',
          en: '1st stage nozzle segment',
          ru: 'Сегмент соплового аппарата 1-й ступени',
        },
        subst_part: '366B4712G004',
        quantity: 6,
      },
      {
        partnumber: '366B4725G001',
        description: {
          de: 'Leitschaufelsegment Stufe 2',
          en: '2nd stage nozzle segment',
          ru: 'Сегмент соплового аппарата 2-й ступени',
        },
        subst_part: '',
        quantity: 3,
      },
      {
        partnumber: '208A5541P003',
        description: { de: 'Mantelsegment Stufe 1', en: '1st stage shroud block', ru: 'Бандажный сегмент 1-й ступени' },
        subst_part: '208A5541P005',
        quantity: 20,
      },
      {
        partnumber: '164A8830P002',
        description: {
          de: 'Verdichterlaufschaufel R1',
          en: 'Compressor rotor blade R1',
          ru: 'Рабочая лопатка компрессора R1',
        },
        subst_part: '',
        quantity: 30,
      },
      {
        partnumber: '164A8851P001',
        description: {
          de: 'Verdichterleitschaufel S1',
          en: 'Compressor stator vane S1',
          ru: 'Направляющая лопатка компрессора S1',
        },
        subst_part: '',
        quantity: 34,
      },
      {
        partnumber: '233B1107P002',
        description: { de: 'IGV-Buchse', en: 'IGV bushing', ru: 'Втулка лопатки ВНА' },
        subst_part: '233B1107P004',
        quantity: 60,
      },
      {
        partnumber: '312A6612G003',
        description: { de: 'Flammrohr DLN-1', en: 'Combustion liner, DLN-1', ru: 'Жаровая труба DLN-1' },
        subst_part: '312A6612G005',
        quantity: 10,
      },
      {
        partnumber: '366B5108G002',
        description: { de: 'Übergangsstück', en: 'Transition piece', ru: 'Переходный патрубок' },
        subst_part: '',
        quantity: 0,
      },
      {
        partnumber: '249A9920G004',
        description: {
          de: 'Primär-Brennstoffdüse DLN-1',
          en: 'DLN-1 primary fuel nozzle',
          ru: 'Первичная топливная форсунка DLN-1',
        },
        subst_part: '249A9920G006',
        quantity: 50,
      },
      {
        partnumber: '312A2270P001',
        description: { de: 'Zündkerze', en: 'Spark plug', ru: 'Свеча зажигания' },
        subst_part: '',
        quantity: 8,
      },
      {
        partnumber: '362A1052P104',
        description: { de: 'Flammenwächter', en: 'Flame detector', ru: 'Датчик пламени' },
        subst_part: '362A1052P204',
        quantity: 8,
      },
      {
        partnumber: '229A6110P002',
        description: { de: 'Abgasthermoelement', en: 'Exhaust thermocouple', ru: 'Термопара выхлопных газов' },
        subst_part: '',
        quantity: 27,
      },
      {
        partnumber: '313A7790P003',
        description: {
          de: 'Servoventil Gasregelventil',
          en: 'Gas control valve servo valve',
          ru: 'Сервоклапан газового регулирующего клапана',
        },
        subst_part: '313A7790P005',
        quantity: 2,
      },
      {
        partnumber: '342A6610G001',
        description: { de: 'Radiallager Nr. 2', en: 'No. 2 journal bearing', ru: 'Опорный подшипник № 2' },
        subst_part: '',
        quantity: 1,
      },
      {
        partnumber: '325B4407G002',
        description: {
          de: 'Hilfsschmierölpumpe (AC)',
          en: 'Auxiliary lube oil pump (AC)',
          ru: 'Вспомогательный маслонасос (AC)',
        },
        subst_part: '',
        quantity: 1,
      },
      {
        partnumber: '226B9935P002',
        description: { de: 'Schmierölfilterelement', en: 'Lube oil filter element', ru: 'Фильтроэлемент масляный' },
        subst_part: '226B9935P003',
        quantity: 36,
      },
      {
        partnumber: '312A6700G002',
        description: {
          de: 'Dichtungssatz Heißgasinspektion',
          en: 'Hot gas path inspection gasket kit',
          ru: 'Комплект прокладок для инспекции горячего тракта',
        },
        subst_part: '',
        quantity: 4,
      },
    ],
  },

  // ---------------------------------------------------------------- GE Frame 7EA
  {
    title: {
      de: 'Frame 7EA Ersatzteile',
      en: 'Frame 7EA spare parts',
      ru: 'Запасные части Frame 7EA',
    },
    text: {
      de:
        '<p>Diese Gruppe umfasst Original-Ersatzteile für die 60-Hz-Gasturbinen <strong>GE Frame 7EA</strong> (MS7001EA) im Einfach- und Kombibetrieb. Das Programm deckt den Verdichter mit Eintrittsleitschaufeln und deren Verstellmechanik, das Verbrennungssystem mit Flammrohren, Flammrohrkappen, Strömungshülsen, Übergangsstücken und DLN-1-Brennstoffdüsen sowie den Heißgaspfad mit Lauf- und Leitschaufeln aller Stufen ab.</p>' +
        '<p>Alle Teile sind <strong>Original-OEM-Teile</strong> und werden neu oder überholt mit Konformitätserklärung, Materialzeugnissen und vollständiger Rückverfolgbarkeit geliefert. Für geplante Inspektionen stellen wir Teilesätze termingerecht zusammen. Auf Anfrage gewähren wir auf die meisten Originalteile eine <strong>erweiterte Gewährleistung von bis zu 24 Monaten</strong>.</p>',
      en:
        '<p>This group covers original spare parts for the 60 Hz <strong>GE Frame 7EA</strong> (MS7001EA) gas turbines in simple and combined cycle operation. The range covers the compressor with inlet guide vanes and their actuation, the combustion system with liners, liner caps, flow sleeves, transition pieces and DLN-1 fuel nozzles, and the hot gas path with buckets and nozzles of all stages.</p>' +
        '<p>All items are <strong>original OEM parts</strong>, delivered new or overhauled with a certificate of conformity, material certificates and full traceability. For planned outages we put together part kits on schedule. On request we grant an <strong>extended warranty of up to 24 months</strong> on most original parts.</p>',
      ru:
        '<p>Данная группа включает оригинальные запасные части для газовых турбин <strong>GE Frame 7EA</strong> (MS7001EA) на 60 Гц, работающих в простом и комбинированном цикле. Номенклатура охватывает компрессор с лопатками входного направляющего аппарата и механизмом их поворота, систему сгорания – жаровые трубы, крышки жаровых труб, проточные гильзы, переходные патрубки и топливные форсунки DLN-1 – а также горячий тракт с рабочими и сопловыми лопатками всех ступеней.</p>' +
        '<p>Все позиции – <strong>оригинальные запасные части OEM</strong>, поставляемые новыми или после ремонта, с сертификатом соответствия, сертификатами на материалы и полной прослеживаемостью. К плановым остановам мы своевременно комплектуем наборы запчастей. По запросу мы предоставляем <strong>расширенную гарантию сроком до 24 месяцев</strong> на большинство оригинальных запчастей.</p>',
    },
    images: [
      { motif: 'combustor', variant: 9 },
      { motif: 'plant', variant: 10 },
    ],
    parts: [
      {
        partnumber: '112E3401P002',
        description: {
          de: 'Turbinenlaufschaufel Stufe 1',
          en: '1st stage turbine bucket',
          ru: 'Рабочая лопатка турбины 1-й ступени',
        },
        subst_part: '112E3401P004',
        quantity: 30,
      },
      {
        partnumber: '112E3418P001',
        description: {
          de: 'Turbinenlaufschaufel Stufe 2',
          en: '2nd stage turbine bucket',
          ru: 'Рабочая лопатка турбины 2-й ступени',
        },
        subst_part: '',
        quantity: 16,
      },
      {
        partnumber: '112E3425P003',
        description: {
          de: 'Turbinenlaufschaufel Stufe 3',
          en: '3rd stage turbine bucket',
          ru: 'Рабочая лопатка турбины 3-й ступени',
        },
        subst_part: '',
        quantity: 0,
      },
      {
        partnumber: '367B1290G003',
        description: {
          de: 'Leitschaufelsegment Stufe 1',
          en: '1st stage nozzle segment',
          ru: 'Сегмент соплового аппарата 1-й ступени',
        },
        subst_part: '367B1290G005',
        quantity: 4,
      },
      {
        partnumber: '367B1304G001',
        description: {
          de: 'Leitschaufelsegment Stufe 3',
          en: '3rd stage nozzle segment',
          ru: 'Сегмент соплового аппарата 3-й ступени',
        },
        subst_part: '',
        quantity: 2,
      },
      {
        partnumber: '208A7712P002',
        description: { de: 'Mantelsegment Stufe 2', en: '2nd stage shroud block', ru: 'Бандажный сегмент 2-й ступени' },
        subst_part: '208A7712P003',
        quantity: 18,
      },
      {
        partnumber: '186A6020P003',
        description: {
          de: 'Eintrittsleitschaufel (IGV)',
          en: 'Inlet guide vane (IGV)',
          ru: 'Лопатка входного направляющего аппарата (ВНА)',
        },
        subst_part: '186A6020P005',
        quantity: 32,
      },
      {
        partnumber: '367B1422G001',
        description: { de: 'IGV-Stellzylinder', en: 'IGV actuator', ru: 'Привод ВНА' },
        subst_part: '',
        quantity: 1,
      },
      {
        partnumber: '312A8834G002',
        description: { de: 'Flammrohr DLN-1', en: 'Combustion liner, DLN-1', ru: 'Жаровая труба DLN-1' },
        subst_part: '312A8834G004',
        quantity: 10,
      },
      {
        partnumber: '312A8840G001',
        description: { de: 'Flammrohrkappe', en: 'Combustion liner cap', ru: 'Крышка жаровой трубы' },
        subst_part: '',
        quantity: 5,
      },
      {
        partnumber: '312A8851G002',
        description: { de: 'Strömungshülse', en: 'Flow sleeve', ru: 'Проточная гильза' },
        subst_part: '',
        quantity: 3,
      },
      {
        partnumber: '367B1560G003',
        description: { de: 'Übergangsstück DLN-1', en: 'Transition piece, DLN-1', ru: 'Переходный патрубок DLN-1' },
        subst_part: '367B1560G004',
        quantity: 4,
      },
      {
        partnumber: '249A8813G005',
        description: {
          de: 'Sekundär-Brennstoffdüse DLN-1',
          en: 'DLN-1 secondary fuel nozzle',
          ru: 'Вторичная топливная форсунка DLN-1',
        },
        subst_part: '',
        quantity: 10,
      },
      {
        partnumber: '159A3308P003',
        description: { de: 'Überströmrohr', en: 'Crossfire tube', ru: 'Пламяперебрасывающий патрубок' },
        subst_part: '159A3308P004',
        quantity: 20,
      },
      {
        partnumber: '312A2270P002',
        description: { de: 'Zündkerze, einziehbar', en: 'Spark plug, retractable', ru: 'Свеча зажигания, выдвижная' },
        subst_part: '',
        quantity: 6,
      },
      {
        partnumber: '362A1052P204',
        description: { de: 'Flammenwächter', en: 'Flame detector', ru: 'Датчик пламени' },
        subst_part: '',
        quantity: 8,
      },
      {
        partnumber: '313A8801P001',
        description: {
          de: 'Gas-Stopp-/Drehzahlverhältnisventil, Dichtungssatz',
          en: 'Gas stop/speed ratio valve seal kit',
          ru: 'Ремкомплект стопорно-регулирующего клапана газа',
        },
        subst_part: '',
        quantity: 3,
      },
      {
        partnumber: '229A7321P001',
        description: {
          de: 'Drehzahlaufnehmer, magnetisch',
          en: 'Magnetic speed pickup',
          ru: 'Магнитный датчик частоты вращения',
        },
        subst_part: '229A7321P002',
        quantity: 12,
      },
      {
        partnumber: '342A7740G003',
        description: {
          de: 'Kippsegment-Axiallager',
          en: 'Tilting-pad thrust bearing',
          ru: 'Упорный подшипник с самоустанавливающимися колодками',
        },
        subst_part: '',
        quantity: 0,
      },
      {
        partnumber: '226B9950P001',
        description: { de: 'Schmierölfilterelement', en: 'Lube oil filter element', ru: 'Фильтроэлемент масляный' },
        subst_part: '',
        quantity: 42,
      },
      {
        partnumber: '312A8900G002',
        description: {
          de: 'O-Ring- und Dichtungssatz Brennkammer',
          en: 'Combustion O-ring and gasket kit',
          ru: 'Комплект уплотнительных колец и прокладок, камера сгорания',
        },
        subst_part: '312A8900G003',
        quantity: 7,
      },
    ],
  },

  // ---------------------------------------------------------------- GE Frame 9E
  {
    title: {
      de: 'Frame 9E Ersatzteile',
      en: 'Frame 9E spare parts',
      ru: 'Запасные части Frame 9E',
    },
    text: {
      de:
        '<p>Diese Gruppe umfasst Original-Ersatzteile für die 50-Hz-Gasturbinen <strong>GE Frame 9E</strong> (MS9001E), die in Kraftwerken, Entsalzungsanlagen und großen Industriestandorten mit Erdgas, Flüssigbrennstoffen und Sondergasen betrieben werden. Wir liefern Lauf- und Leitschaufeln des Heißgaspfades, Mantelsegmente, Verdichterschaufeln, die Bauteile der 14 Brennkammern sowie Brennstoffdüsen, Zünd- und Flammenüberwachungskomponenten.</p>' +
        '<p>Alle Teile sind <strong>Original-OEM-Teile</strong>, neu oder überholt, mit Zeugnissen und lückenloser Rückverfolgbarkeit bis zum Hersteller. Dazu gehören auch Lager, Schmierölpumpen, Filter, Servoventile und Dichtungssätze für Inspektionen. Auf Anfrage gewähren wir auf die meisten Originalteile eine <strong>erweiterte Gewährleistung von bis zu 24 Monaten</strong>.</p>',
      en:
        '<p>This group covers original spare parts for the 50 Hz <strong>GE Frame 9E</strong> (MS9001E) gas turbines operating in power plants, desalination plants and large industrial sites on natural gas, liquid fuels and special gases. We supply hot gas path buckets and nozzles, shroud blocks, compressor blades, the components of the 14 combustion chambers, fuel nozzles, ignition and flame monitoring components.</p>' +
        '<p>All items are <strong>original OEM parts</strong>, new or overhauled, with certificates and full traceability back to the manufacturer. The range also includes bearings, lube oil pumps, filters, servo valves and gasket kits for inspections. On request we grant an <strong>extended warranty of up to 24 months</strong> on most original parts.</p>',
      ru:
        '<p>Данная группа включает оригинальные запасные части для газовых турбин <strong>GE Frame 9E</strong> (MS9001E) на 50 Гц, эксплуатируемых на электростанциях, опреснительных установках и крупных промышленных объектах на природном газе, жидком топливе и специальных газах. Мы поставляем рабочие и сопловые лопатки горячего тракта, бандажные сегменты, лопатки компрессора, детали 14 камер сгорания, топливные форсунки, элементы систем зажигания и контроля пламени.</p>' +
        '<p>Все позиции – <strong>оригинальные запасные части OEM</strong>, новые или отремонтированные, с сертификатами и полной прослеживаемостью до производителя. В ассортимент также входят подшипники, маслонасосы, фильтры, сервоклапаны и комплекты уплотнений для инспекций. По запросу мы предоставляем <strong>расширенную гарантию сроком до 24 месяцев</strong> на большинство оригинальных запчастей.</p>',
    },
    images: [
      { motif: 'blades', variant: 11 },
      { motif: 'rotor', variant: 12 },
    ],
    parts: [
      {
        partnumber: '113E5120P003',
        description: {
          de: 'Turbinenlaufschaufel Stufe 1',
          en: '1st stage turbine bucket',
          ru: 'Рабочая лопатка турбины 1-й ступени',
        },
        subst_part: '113E5120P005',
        quantity: 26,
      },
      {
        partnumber: '113E5133P002',
        description: {
          de: 'Turbinenlaufschaufel Stufe 2',
          en: '2nd stage turbine bucket',
          ru: 'Рабочая лопатка турбины 2-й ступени',
        },
        subst_part: '',
        quantity: 20,
      },
      {
        partnumber: '113E5146P001',
        description: {
          de: 'Turbinenlaufschaufel Stufe 3',
          en: '3rd stage turbine bucket',
          ru: 'Рабочая лопатка турбины 3-й ступени',
        },
        subst_part: '113E5146P002',
        quantity: 8,
      },
      {
        partnumber: '368B2201G002',
        description: {
          de: 'Leitschaufelsegment Stufe 1',
          en: '1st stage nozzle segment',
          ru: 'Сегмент соплового аппарата 1-й ступени',
        },
        subst_part: '368B2201G004',
        quantity: 0,
      },
      {
        partnumber: '368B2214G001',
        description: {
          de: 'Leitschaufelsegment Stufe 2',
          en: '2nd stage nozzle segment',
          ru: 'Сегмент соплового аппарата 2-й ступени',
        },
        subst_part: '',
        quantity: 6,
      },
      {
        partnumber: '208A9014P002',
        description: { de: 'Mantelsegment Stufe 1', en: '1st stage shroud block', ru: 'Бандажный сегмент 1-й ступени' },
        subst_part: '',
        quantity: 24,
      },
      {
        partnumber: '165A2207P004',
        description: {
          de: 'Verdichterlaufschaufel R0',
          en: 'Compressor rotor blade R0',
          ru: 'Рабочая лопатка компрессора R0',
        },
        subst_part: '165A2207P006',
        quantity: 16,
      },
      {
        partnumber: '165A2230P001',
        description: {
          de: 'Verdichterleitschaufel S17',
          en: 'Compressor stator vane S17',
          ru: 'Направляющая лопатка компрессора S17',
        },
        subst_part: '',
        quantity: 40,
      },
      {
        partnumber: '312A9910G004',
        description: { de: 'Brennkammer-Flammrohr', en: 'Combustion liner', ru: 'Жаровая труба камеры сгорания' },
        subst_part: '312A9910G006',
        quantity: 14,
      },
      {
        partnumber: '368B2330G003',
        description: { de: 'Übergangsstück', en: 'Transition piece', ru: 'Переходный патрубок' },
        subst_part: '',
        quantity: 7,
      },
      {
        partnumber: '249A9940G002',
        description: {
          de: 'Brennstoffdüse, Erdgas',
          en: 'Fuel nozzle, natural gas',
          ru: 'Топливная форсунка, природный газ',
        },
        subst_part: '249A9940G003',
        quantity: 14,
      },
      {
        partnumber: '159A4415P001',
        description: {
          de: 'Überströmrohr, Satz',
          en: 'Crossfire tube set',
          ru: 'Комплект пламяперебрасывающих патрубков',
        },
        subst_part: '',
        quantity: 2,
      },
      {
        partnumber: '312A2281P001',
        description: { de: 'Zündkerze', en: 'Spark plug', ru: 'Свеча зажигания' },
        subst_part: '312A2281P003',
        quantity: 6,
      },
      {
        partnumber: '156A9021P002',
        description: { de: 'Zündtransformator', en: 'Ignition transformer', ru: 'Трансформатор зажигания' },
        subst_part: '',
        quantity: 2,
      },
      {
        partnumber: '362A1052P304',
        description: { de: 'Flammenwächter', en: 'Flame detector', ru: 'Датчик пламени' },
        subst_part: '',
        quantity: 0,
      },
      {
        partnumber: '229A6140P003',
        description: { de: 'Abgasthermoelement', en: 'Exhaust thermocouple', ru: 'Термопара выхлопных газов' },
        subst_part: '229A6140P004',
        quantity: 30,
      },
      {
        partnumber: '313A9012P002',
        description: {
          de: 'Servoventil Flüssigbrennstoff-Bypassventil',
          en: 'Liquid fuel bypass valve servo valve',
          ru: 'Сервоклапан перепускного клапана жидкого топлива',
        },
        subst_part: '',
        quantity: 2,
      },
      {
        partnumber: '342A8805G001',
        description: { de: 'Radiallager Nr. 1', en: 'No. 1 journal bearing', ru: 'Опорный подшипник № 1' },
        subst_part: '',
        quantity: 1,
      },
      {
        partnumber: '325B5510G001',
        description: {
          de: 'Notschmierölpumpe (DC)',
          en: 'Emergency lube oil pump (DC)',
          ru: 'Аварийный маслонасос (DC)',
        },
        subst_part: '325B5510G002',
        quantity: 1,
      },
      {
        partnumber: '226B9962P001',
        description: { de: 'Schmierölfilterelement', en: 'Lube oil filter element', ru: 'Фильтроэлемент масляный' },
        subst_part: '',
        quantity: 48,
      },
      {
        partnumber: '312A9988G001',
        description: {
          de: 'Dichtungssatz Hauptinspektion',
          en: 'Major inspection gasket kit',
          ru: 'Комплект прокладок для капитального ремонта',
        },
        subst_part: '',
        quantity: 3,
      },
    ],
  },

  // ---------------------------------------------------------------- Siemens SGT-100 ... SGT-800
  {
    title: {
      de: 'Siemens SGT Ersatzteile',
      en: 'Siemens SGT spare parts',
      ru: 'Запасные части Siemens SGT',
    },
    text: {
      de:
        '<p>Diese Gruppe umfasst Original-Ersatzteile für die Industriegasturbinen der Baureihe <strong>Siemens SGT-100 bis SGT-800</strong> – von kleinen Einheiten für die dezentrale Energieversorgung und Offshore-Plattformen bis zu Maschinen für Kombikraftwerke. Wir liefern Verdichter- und Turbinenschaufeln, Brenner und DLE-Brennerkomponenten, Flammrohre und Hitzeschildsteine, Zündbrenner, Lager, Sensorik und Teile des Brennstoff- und Schmierölsystems.</p>' +
        '<p>Alle Teile sind <strong>Original-OEM-Teile</strong>, neu oder überholt, mit Konformitätserklärung, Materialzeugnissen und vollständiger Rückverfolgbarkeit. Für Boroskop- und Heißgasinspektionen stellen wir abgestimmte Teilesätze zusammen. Auf Anfrage gewähren wir auf die meisten Originalteile eine <strong>erweiterte Gewährleistung von bis zu 24 Monaten</strong>.</p>' +
        '<p>Bitte geben Sie in Ihrer Anfrage den Maschinentyp und, wenn möglich, die Seriennummer an, damit wir die passende Teileausführung bestätigen können.</p>',
      en:
        '<p>This group covers original spare parts for the <strong>Siemens SGT-100 to SGT-800</strong> industrial gas turbines – from small units for distributed power and offshore platforms up to machines for combined cycle plants. We supply compressor and turbine blades and vanes, burners and DLE burner components, combustor liners and heat shield tiles, pilot burners, bearings, sensors and parts of the fuel and lube oil systems.</p>' +
        '<p>All items are <strong>original OEM parts</strong>, new or overhauled, with a certificate of conformity, material certificates and full traceability. For borescope and hot gas path inspections we assemble matching part kits. On request we grant an <strong>extended warranty of up to 24 months</strong> on most original parts.</p>' +
        '<p>Please state the engine type and, if possible, the serial number in your inquiry so that we can confirm the correct part version.</p>',
      ru:
        '<p>Данная группа включает оригинальные запасные части для промышленных газовых турбин <strong>Siemens SGT-100 – SGT-800</strong> – от небольших агрегатов для распределённой энергетики и морских платформ до машин для парогазовых электростанций. Мы поставляем рабочие и направляющие лопатки компрессора и турбины, горелки и элементы горелок DLE, жаровые трубы и теплозащитную плитку, пилотные горелки, подшипники, датчики и узлы топливной и масляной систем.</p>' +
        '<p>Все позиции – <strong>оригинальные запасные части OEM</strong>, новые или отремонтированные, с сертификатом соответствия, сертификатами на материалы и полной прослеживаемостью. Для бороскопических инспекций и инспекций горячего тракта мы комплектуем согласованные наборы деталей. По запросу мы предоставляем <strong>расширенную гарантию сроком до 24 месяцев</strong> на большинство оригинальных запчастей.</p>' +
        '<p>Пожалуйста, укажите в запросе тип машины и, по возможности, заводской номер, чтобы мы могли подтвердить нужное исполнение детали.</p>',
    },
    images: [
      { motif: 'offshore', variant: 13 },
      { motif: 'turbine', variant: 14 },
    ],
    parts: [
      {
        partnumber: '1CS42612A01',
        description: { de: 'SGT-100 Brenner, komplett', en: 'SGT-100 burner assembly', ru: 'Горелка SGT-100 в сборе' },
        subst_part: '1CS42612A02',
        quantity: 6,
      },
      {
        partnumber: '1CS40178A03',
        description: { de: 'SGT-200 Flammrohr', en: 'SGT-200 combustor liner', ru: 'Жаровая труба SGT-200' },
        subst_part: '',
        quantity: 4,
      },
      {
        partnumber: '1CS51340A02',
        description: {
          de: 'SGT-300 Laufschaufel Verdichterturbine Stufe 1',
          en: 'SGT-300 compressor turbine blade, stage 1',
          ru: 'Рабочая лопатка турбины компрессора SGT-300, 1-я ступень',
        },
        subst_part: '1CS51340A04',
        quantity: 20,
      },
      {
        partnumber: '1CS63015A01',
        description: {
          de: 'SGT-400 Laufschaufel Verdichterturbine Stufe 1',
          en: 'SGT-400 compressor turbine blade, stage 1',
          ru: 'Рабочая лопатка турбины компрессора SGT-400, 1-я ступень',
        },
        subst_part: '1CS63015A03',
        quantity: 28,
      },
      {
        partnumber: '1CS63022A02',
        description: {
          de: 'SGT-400 Leitschaufelsegment Verdichterturbine Stufe 1',
          en: 'SGT-400 compressor turbine vane segment, stage 1',
          ru: 'Сегмент соплового аппарата турбины компрессора SGT-400, 1-я ступень',
        },
        subst_part: '',
        quantity: 0,
      },
      {
        partnumber: '1CS63108A01',
        description: {
          de: 'SGT-400 Laufschaufel Nutzturbine Stufe 1',
          en: 'SGT-400 power turbine blade, stage 1',
          ru: 'Рабочая лопатка силовой турбины SGT-400, 1-я ступень',
        },
        subst_part: '',
        quantity: 16,
      },
      {
        partnumber: '1CS62470A04',
        description: {
          de: 'SGT-400 DLE-Brenner mit Zündbrenner',
          en: 'SGT-400 DLE burner with pilot',
          ru: 'Горелка DLE SGT-400 с пилотной горелкой',
        },
        subst_part: '1CS62470A05',
        quantity: 6,
      },
      {
        partnumber: '1CS62488A02',
        description: { de: 'SGT-400 Flammrohr', en: 'SGT-400 combustor liner', ru: 'Жаровая труба SGT-400' },
        subst_part: '',
        quantity: 3,
      },
      {
        partnumber: '1CS62501A01',
        description: { de: 'SGT-400 Zündkerze', en: 'SGT-400 igniter', ru: 'Свеча зажигания SGT-400' },
        subst_part: '',
        quantity: 10,
      },
      {
        partnumber: 'A7E1234-567',
        description: {
          de: 'SGT-600 Turbinenleitschaufel Stufe 1',
          en: 'SGT-600 turbine vane, stage 1',
          ru: 'Сопловая лопатка турбины SGT-600, 1-я ступень',
        },
        subst_part: 'A7E1234-569',
        quantity: 12,
      },
      {
        partnumber: 'A7E1240-112',
        description: { de: 'SGT-600 DLE-Brenner', en: 'SGT-600 DLE burner', ru: 'Горелка DLE SGT-600' },
        subst_part: '',
        quantity: 18,
      },
      {
        partnumber: 'A7E2217-304',
        description: {
          de: 'SGT-700 Hitzeschildstein Brennkammer',
          en: 'SGT-700 combustor heat shield tile',
          ru: 'Теплозащитная плитка камеры сгорания SGT-700',
        },
        subst_part: 'A7E2217-306',
        quantity: 60,
      },
      {
        partnumber: 'A7E3105-221',
        description: {
          de: 'SGT-800 Turbinenlaufschaufel Stufe 1',
          en: 'SGT-800 turbine blade, stage 1',
          ru: 'Рабочая лопатка турбины SGT-800, 1-я ступень',
        },
        subst_part: 'A7E3105-223',
        quantity: 0,
      },
      {
        partnumber: 'A7E3108-015',
        description: {
          de: 'SGT-800 Turbinenleitschaufel Stufe 1',
          en: 'SGT-800 turbine vane, stage 1',
          ru: 'Сопловая лопатка турбины SGT-800, 1-я ступень',
        },
        subst_part: '',
        quantity: 8,
      },
      {
        partnumber: 'A7E3240-410',
        description: {
          de: 'SGT-800 DLE-Brenner (3. Generation)',
          en: 'SGT-800 DLE burner (3rd generation)',
          ru: 'Горелка DLE SGT-800 (3-е поколение)',
        },
        subst_part: 'A7E3240-412',
        quantity: 30,
      },
      {
        partnumber: 'A7E3012-118',
        description: {
          de: 'SGT-800 Verdichterleitschaufel, verstellbar, Stufe 1',
          en: 'SGT-800 variable compressor guide vane, stage 1',
          ru: 'Поворотная направляющая лопатка компрессора SGT-800, 1-я ступень',
        },
        subst_part: '',
        quantity: 24,
      },
      {
        partnumber: 'A7E3019-002',
        description: {
          de: 'SGT-800 VGV-Stellantrieb',
          en: 'SGT-800 VGV actuator',
          ru: 'Привод поворотных направляющих лопаток (VGV) SGT-800',
        },
        subst_part: '',
        quantity: 1,
      },
      {
        partnumber: '1CS70233A01',
        description: {
          de: 'Kippsegment-Radiallager',
          en: 'Tilting-pad journal bearing',
          ru: 'Опорный подшипник с самоустанавливающимися сегментами',
        },
        subst_part: '1CS70233A02',
        quantity: 2,
      },
      {
        partnumber: '1CS71450A03',
        description: { de: 'Flammenwächter', en: 'Flame detector', ru: 'Датчик пламени' },
        subst_part: '',
        quantity: 5,
      },
      {
        partnumber: '1CS71502A01',
        description: {
          de: 'Abgastemperatur-Thermoelement',
          en: 'Exhaust gas thermocouple',
          ru: 'Термопара температуры выхлопных газов',
        },
        subst_part: '1CS71502A02',
        quantity: 22,
      },
      {
        partnumber: 'A7E4410-030',
        description: {
          de: 'Brenngas-Dosierventil',
          en: 'Fuel gas metering valve',
          ru: 'Дозирующий клапан топливного газа',
        },
        subst_part: '',
        quantity: 0,
      },
      {
        partnumber: '1CS72018A02',
        description: { de: 'Schmierölfilterelement', en: 'Lube oil filter element', ru: 'Фильтроэлемент масляный' },
        subst_part: '',
        quantity: 40,
      },
      {
        partnumber: '1CS72990A01',
        description: {
          de: 'O-Ring- und Dichtungssatz Brennersystem',
          en: 'Burner system O-ring and gasket kit',
          ru: 'Комплект уплотнительных колец и прокладок горелочной системы',
        },
        subst_part: '1CS72990A02',
        quantity: 9,
      },
    ],
  },
];
