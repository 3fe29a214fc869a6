import type { SeedPartner } from './types.ts';

/** Two fictitious partner companies shown on the partners page. */
export const partners: SeedPartner[] = [
  {
    image: { motif: 'partner-logo', variant: 41, label: 'ALTYNDALA' },
    text: {
      de: `<h3>Altyndala Energoservice LLP</h3>
<p>Altyndala Energoservice mit Sitz in Almaty betreut Gasturbinenkraftwerke regionaler Energieversorger sowie die Eigenstromerzeugung von Öl- und Gasfeldern in Zentralasien. Das Unternehmen betreibt eigene Servicestützpunkte und ein Ersatzteillager in der Region und übernimmt den laufenden Betrieb und die Instandhaltung von Anlagen mit GE Frame 6B, LM2500 und Siemens SGT-400.</p>
<p>Seit 2014 arbeiten wir in gemeinsamen Projekten zusammen: TurboTech liefert Original-Ersatzteile und stellt Field Service Engineers für Heißgaspfad- und Brennkammerinspektionen, Altyndala koordiniert Logistik, Zollabwicklung und das Personal vor Ort. So erhalten Betreiber in Kasachstan und den Nachbarländern kurze Reaktionszeiten und eine technische Betreuung auf Russisch aus einer Hand.</p>`,
      en: `<h3>Altyndala Energoservice LLP</h3>
<p>Based in Almaty, Altyndala Energoservice looks after gas turbine power plants of regional utilities and the on-site power generation of oil and gas fields across Central Asia. The company runs its own service bases and a spare parts warehouse in the region and handles day-to-day operation and maintenance of units with GE Frame 6B, LM2500 and Siemens SGT-400 turbines.</p>
<p>We have worked together on joint projects since 2014: TurboTech supplies original spare parts and provides field service engineers for hot-section and combustion inspections, while Altyndala coordinates logistics, customs clearance and local site personnel. Operators in Kazakhstan and neighbouring countries get short response times and Russian-language technical support from a single source.</p>`,
      ru: `<h3>Altyndala Energoservice LLP</h3>
<p>Компания Altyndala Energoservice из Алматы обслуживает газотурбинные электростанции региональных энергокомпаний, а также объекты собственной генерации на нефтегазовых месторождениях Центральной Азии. Компания располагает собственными сервисными базами и складом запасных частей в регионе и ведёт эксплуатацию и техническое обслуживание установок с турбинами GE Frame 6B, LM2500 и Siemens SGT-400.</p>
<p>Мы реализуем совместные проекты с 2014 года: TurboTech поставляет оригинальные запасные части и направляет сервисных инженеров для инспекций горячего тракта и камер сгорания, а Altyndala берёт на себя логистику, таможенное оформление и работу персонала на площадке. В результате заказчики в Казахстане и соседних странах получают быстрое реагирование и техническую поддержку на русском языке из одних рук.</p>`,
    },
  },
  {
    image: { motif: 'partner-logo', variant: 42, label: 'FALAJ' },
    text: {
      de: `<h3>Falaj Offshore Engineering LLC</h3>
<p>Falaj Offshore Engineering aus Abu Dhabi ist auf die Energieversorgung und Antriebstechnik von Offshore-Plattformen, FPSO-Einheiten und Marineschiffen im Arabischen Golf spezialisiert. Zum Tätigkeitsfeld gehören aeroderivative Gasturbinen vom Typ LM2500 und LM6000 als Generator- und Kompressorantriebe sowie die zugehörigen Hilfs- und Leittechniksysteme.</p>
<p>Gemeinsam mit TurboTech stellt Falaj Austauschmodule, Boroskopinspektionen und Rund-um-die-Uhr-Einsätze für Offshore-Anlagen sicher. Unsere Werkstatt in Rosdorf übernimmt die Überholung von Rotoren und Heißgasteilen, während das Team von Falaj Transport, Offshore-Zertifizierungen und den Einbau auf See organisiert.</p>`,
      en: `<h3>Falaj Offshore Engineering LLC</h3>
<p>Falaj Offshore Engineering, headquartered in Abu Dhabi, specialises in power generation and drive systems for offshore platforms, FPSO units and naval vessels in the Arabian Gulf. Its scope covers LM2500 and LM6000 aeroderivative gas turbines used as generator and compressor drives, together with their auxiliary and control systems.</p>
<p>Working with TurboTech, Falaj provides exchange modules, borescope inspections and round-the-clock call-outs for offshore assets. Our workshop in Rosdorf overhauls rotors and hot-section components, while the Falaj team organises transport, offshore certifications and installation at sea.</p>`,
      ru: `<h3>Falaj Offshore Engineering LLC</h3>
<p>Компания Falaj Offshore Engineering из Абу-Даби специализируется на системах энергоснабжения и приводов морских платформ, плавучих установок FPSO и кораблей в Персидском заливе. В зоне её ответственности — авиапроизводные газовые турбины LM2500 и LM6000 в качестве приводов генераторов и компрессоров, а также их вспомогательные системы и системы управления.</p>
<p>Совместно с TurboTech компания Falaj обеспечивает поставку обменных модулей, бороскопические обследования и круглосуточные выезды на морские объекты. Наша мастерская в Росдорфе выполняет ремонт роторов и деталей горячей части, а команда Falaj организует транспортировку, оформление допусков для работы на шельфе и монтаж оборудования в море.</p>`,
    },
  },
];
