import type { SeedService } from './types.ts';

/** The fourteen services, in menu order. */
export const services: SeedService[] = [
  /* 1. Consulting */
  {
    title: {
      de: 'Technische Beratung',
      en: 'Consulting',
      ru: 'Технический консалтинг',
    },
    text: {
      de: `<p>Der wirtschaftliche Betrieb einer Gasturbine beginnt lange vor der ersten Inspektion. Wir beraten Betreiber von Kraftwerken, Verdichterstationen und Offshore-Anlagen in allen Fragen der Instandhaltung, Ersatzteilbevorratung und Modernisierung – auf Basis von mehr als 15 Jahren Praxiserfahrung.</p>
<ul>
<li>Erstellung und Optimierung von Wartungs- und Revisionsplänen</li>
<li>Ersatzteilstrategien und Empfehlungen für den Mindestlagerbestand</li>
<li>Zustandsbewertung und Abschätzung der Restlebensdauer von Komponenten</li>
<li>Technische Begleitung bei Kauf, Verlagerung oder Wiederinbetriebnahme gebrauchter Anlagen</li>
</ul>
<p>Ob in Europa, Zentralasien, den Emiraten oder China: Unsere Ingenieure kommen zu Ihnen, analysieren Betriebsdaten und Befunde und liefern konkrete, umsetzbare Empfehlungen – auf Deutsch, Englisch oder Russisch.</p>`,
      en: `<p>Running a gas turbine economically starts long before the first inspection. We advise operators of power plants, compressor stations and offshore installations on every aspect of maintenance, spare parts stocking and modernisation, drawing on more than 15 years of hands-on experience.</p>
<ul>
<li>Preparing and optimising maintenance and overhaul schedules</li>
<li>Spare parts strategies and recommendations for minimum stock levels</li>
<li>Condition assessment and remaining-life estimates for components</li>
<li>Technical support when buying, relocating or recommissioning used units</li>
</ul>
<p>Whether in Europe, Central Asia, the Emirates or China, our engineers come to your site, analyse operating data and inspection findings and give you clear, actionable recommendations – in German, English or Russian.</p>`,
      ru: `<p>Экономичная эксплуатация газовой турбины начинается задолго до первой инспекции. Мы консультируем операторов электростанций, компрессорных станций и морских объектов по всем вопросам технического обслуживания, формирования складского запаса запчастей и модернизации, опираясь на более чем 15-летний практический опыт.</p>
<ul>
<li>разработка и оптимизация графиков технического обслуживания и ремонтов;</li>
<li>стратегия обеспечения запчастями и рекомендации по неснижаемому складскому запасу;</li>
<li>оценка технического состояния и остаточного ресурса узлов и деталей;</li>
<li>техническое сопровождение покупки, перебазирования или повторного ввода в эксплуатацию б/у установок.</li>
</ul>
<p>В Европе, Центральной Азии, ОАЭ или Китае — наши инженеры приедут к вам, проанализируют эксплуатационные данные и результаты дефектации и дадут конкретные практические рекомендации на русском, английском или немецком языке.</p>`,
    },
    images: [{ motif: 'plant', variant: 11 }],
  },

  /* 2. Laser alignment */
  {
    title: {
      de: 'Laser-Wellenausrichtung',
      en: 'Laser alignment',
      ru: 'Лазерная центровка валов',
    },
    text: {
      de: `<p>Eine präzise Ausrichtung der Wellen zwischen Gasturbine, Getriebe, Generator oder Verdichter ist die Voraussetzung für niedrige Schwingungen, eine lange Lebensdauer von Lagern und Kupplungen und einen störungsfreien Betrieb. Schon wenige Hundertstel Millimeter Versatz führen zu erhöhtem Verschleiß und können ungeplante Abschaltungen verursachen.</p>
<p>Mit modernen Laser-Messsystemen richten wir Wellenstränge im kalten Zustand aus und berücksichtigen dabei das thermische Wachstum im Betrieb gemäß den Hot-Alignment-Vorgaben. Fundamente und Unterlegbleche prüfen wir auf Kippfuß und korrigieren diesen vor der eigentlichen Ausrichtung.</p>
<ul>
<li>Ausrichtung von Wellensträngen und Kupplungen</li>
<li>Kontrolle der Lager- und Gehäusepositionen</li>
<li>Kippfußmessung und -korrektur</li>
<li>Messprotokoll mit Vorher- und Nachher-Werten</li>
</ul>`,
      en: `<p>Precise shaft alignment between gas turbine, gearbox, generator or compressor is essential for low vibration, long bearing and coupling life and trouble-free operation. Even a few hundredths of a millimetre of misalignment accelerate wear and can cause unplanned trips.</p>
<p>Using modern laser measuring systems, we align shaft trains in the cold condition while allowing for thermal growth in operation according to the hot-alignment targets. Before the actual alignment, we check foundations and shims for soft foot and correct it.</p>
<ul>
<li>Alignment of shaft trains and couplings</li>
<li>Verification of bearing and casing positions</li>
<li>Soft-foot measurement and correction</li>
<li>Measurement report with as-found and as-left values</li>
</ul>`,
      ru: `<p>Точная центровка валов газовой турбины, редуктора, генератора или компрессора — обязательное условие низкой вибрации, долгого срока службы подшипников и муфт и безаварийной работы. Даже расцентровка в несколько сотых миллиметра ускоряет износ и может привести к внеплановым остановам.</p>
<p>С помощью современных лазерных систем мы выполняем центровку валопровода в холодном состоянии с учётом теплового расширения при работе согласно заданным значениям горячей центровки. Перед центровкой проверяем фундамент и подкладные пластины на «мягкую лапу» и устраняем её.</p>
<ul>
<li>центровка валопроводов и муфт;</li>
<li>контроль положения опор подшипников и корпусов;</li>
<li>измерение и устранение «мягкой лапы»;</li>
<li>протокол измерений со значениями до и после центровки.</li>
</ul>`,
    },
    images: [
      { motif: 'inspection', variant: 12 },
      { motif: 'rotor', variant: 13 },
    ],
  },

  /* 3. Hot-section inspection */
  {
    title: {
      de: 'Heißgaspfad-Inspektion',
      en: 'Hot-section inspection',
      ru: 'Инспекция горячей части',
    },
    text: {
      de: `<p>Bei der Heißgaspfad-Inspektion (Hot Gas Path Inspection) werden die am stärksten belasteten Bauteile der Gasturbine geprüft: Brennkammer, Übergangsstücke, Leit- und Laufschaufeln der Turbine sowie Deckbänder. Ziel ist es, Risse, Oxidation, Beschichtungsverluste und Kriechschäden zu erkennen, bevor sie zu Folgeschäden führen.</p>
<p>Unsere Field Service Engineers führen die Inspektion nach Herstellervorgaben durch, vermessen Spalte und Bauteilgeometrien, dokumentieren jeden Befund fotografisch und ordnen die Teile ein: wiederverwendbar, reparaturbedürftig oder auszutauschen. Die benötigten Original-Ersatzteile liefern wir aus einer Hand – auf Anfrage mit einer erweiterten Garantie von bis zu 24 Monaten.</p>
<p>Zum Abschluss erhalten Sie einen ausführlichen Inspektionsbericht mit Empfehlungen für das nächste Revisionsintervall.</p>`,
      en: `<p>A hot-section (hot gas path) inspection examines the most highly stressed components of the gas turbine: combustor, transition pieces, turbine nozzles and blades, and shrouds. The aim is to detect cracks, oxidation, coating loss and creep damage before they lead to consequential damage.</p>
<p>Our field service engineers carry out the inspection to OEM specifications, measure clearances and component geometry, photograph every finding and classify each part as reusable, repairable or to be replaced. We supply the required original spare parts from a single source – on request with an extended warranty of up to 24 months.</p>
<p>You receive a detailed inspection report with recommendations for the next overhaul interval.</p>`,
      ru: `<p>При инспекции горячей части (горячего тракта) проверяются наиболее нагруженные узлы газовой турбины: камера сгорания, переходные патрубки, сопловые и рабочие лопатки турбины, бандажные сегменты. Цель — вовремя выявить трещины, окисление, разрушение защитных покрытий и повреждения от ползучести, пока они не привели к более серьёзным последствиям.</p>
<p>Наши сервисные инженеры проводят инспекцию в соответствии с требованиями производителя, измеряют зазоры и геометрию деталей, фотографируют каждый дефект и классифицируют детали: пригодна к дальнейшей эксплуатации, требует ремонта или подлежит замене. Необходимые оригинальные запчасти мы поставляем из одних рук, по запросу — с расширенной гарантией до 24 месяцев.</p>
<p>По итогам работ вы получаете подробный отчёт с рекомендациями по следующему межремонтному интервалу.</p>`,
    },
    images: [
      { motif: 'blades', variant: 14 },
      { motif: 'inspection', variant: 15 },
    ],
  },

  /* 4. Combustion inspection */
  {
    title: {
      de: 'Brennkammerinspektion',
      en: 'Combustion inspection',
      ru: 'Инспекция камеры сгорания',
    },
    text: {
      de: `<p>Die Brennkammerinspektion (Combustion Inspection) ist die kürzeste und häufigste der planmäßigen Revisionen. Dabei werden Flammrohre, Übergangsstücke, Brennstoffdüsen, Crossfire-Rohre, Zündkerzen und Flammenwächter ausgebaut, gereinigt und geprüft.</p>
<p>Wir bewerten Rissbildung, Verschleiß an Federdichtungen und Halterungen, Verkokung von Düsen sowie Schäden an Wärmedämmschichten. Verschlissene Teile ersetzen wir durch Original-Ersatzteile oder aufgearbeitete Austauschsätze, damit die Stillstandszeit kurz bleibt.</p>
<ul>
<li>Demontage, Befundung und Montage des Verbrennungssystems</li>
<li>Prüfung von Flammenwächtern und Zündsystem</li>
<li>Durchflussprüfung der Brennstoffdüsen</li>
<li>Verbrennungsabstimmung (Combustion Tuning) nach der Wiederinbetriebnahme</li>
</ul>`,
      en: `<p>The combustion inspection is the shortest and most frequent of the scheduled overhauls. Combustion liners, transition pieces, fuel nozzles, crossfire tubes, spark plugs and flame detectors are removed, cleaned and inspected.</p>
<p>We assess cracking, wear on hula seals and supports, coking of nozzles and damage to thermal barrier coatings. Worn parts are replaced with original spare parts or refurbished exchange sets to keep the outage as short as possible.</p>
<ul>
<li>Disassembly, inspection and reassembly of the combustion system</li>
<li>Testing of flame detectors and the ignition system</li>
<li>Flow testing of fuel nozzles</li>
<li>Combustion tuning after return to service</li>
</ul>`,
      ru: `<p>Инспекция камеры сгорания — самый короткий и наиболее частый из плановых видов ремонта. В ходе неё демонтируются, очищаются и проверяются жаровые трубы, переходные патрубки, топливные форсунки, пламяперебрасывающие патрубки, свечи зажигания и датчики пламени.</p>
<p>Мы оцениваем трещинообразование, износ пружинных уплотнений и опор, закоксовывание форсунок и повреждения теплозащитных покрытий. Изношенные детали заменяем оригинальными запчастями или восстановленными обменными комплектами, чтобы сократить время простоя.</p>
<ul>
<li>разборка, дефектация и сборка системы сгорания;</li>
<li>проверка датчиков пламени и системы зажигания;</li>
<li>проливка топливных форсунок;</li>
<li>настройка режима горения после пуска.</li>
</ul>`,
    },
    images: [{ motif: 'combustor', variant: 16 }],
  },

  /* 5. Borescope inspection */
  {
    title: {
      de: 'Boroskopinspektion',
      en: 'Borescope inspection',
      ru: 'Бороскопическое обследование',
    },
    text: {
      de: `<p>Die Boroskopinspektion ermöglicht einen Blick in Verdichter, Brennkammer und Turbine, ohne die Maschine zu öffnen. Über die vorhandenen Inspektionsöffnungen führen wir ein Video-Boroskop ein und prüfen Schaufeln, Leitschaufeln, Flammrohre und Dichtungen auf Risse, Erosion, Ablagerungen, Beschichtungsverluste und Fremdkörperschäden.</p>
<p>Wir empfehlen eine Boroskopinspektion typischerweise alle 4.000 bis 8.000 Betriebsstunden oder einmal jährlich – je nachdem, was zuerst eintritt – sowie nach außergewöhnlichen Ereignissen wie Notabschaltungen, Übertemperaturen oder Verdichterpumpen.</p>
<p>Sie erhalten einen Bericht mit Bild- und Videodokumentation, einer Bewertung nach Herstellerkriterien und einer klaren Empfehlung: Weiterbetrieb, verkürztes Intervall oder geplante Revision. So lassen sich Stillstände gezielt planen, statt von ihnen überrascht zu werden.</p>`,
      en: `<p>A borescope inspection gives a view inside the compressor, combustor and turbine without opening the machine. We insert a video borescope through the existing inspection ports and check blades, vanes, liners and seals for cracks, erosion, deposits, coating loss and foreign object damage.</p>
<p>We typically recommend a borescope inspection every 4,000 to 8,000 operating hours or once a year, whichever comes first, and additionally after unusual events such as emergency trips, over-temperatures or compressor surge.</p>
<p>You receive a report with photo and video documentation, an assessment against OEM criteria and a clear recommendation: continued operation, a shortened interval or a planned overhaul. This lets you plan outages instead of being surprised by them.</p>`,
      ru: `<p>Бороскопическое обследование позволяет заглянуть внутрь компрессора, камеры сгорания и турбины без вскрытия агрегата. Через штатные смотровые лючки мы вводим видеобороскоп и проверяем рабочие и направляющие лопатки, жаровые трубы и уплотнения на наличие трещин, эрозии, отложений, разрушения покрытий и повреждений посторонними предметами.</p>
<p>Как правило, мы рекомендуем проводить бороскопию каждые 4 000–8 000 часов наработки или раз в год — в зависимости от того, что наступит раньше, а также после нештатных событий: аварийных остановов, превышения температуры или помпажа компрессора.</p>
<p>Вы получаете отчёт с фото- и видеоматериалами, оценкой по критериям производителя и чёткой рекомендацией: дальнейшая эксплуатация, сокращённый интервал или плановый ремонт. Так простои можно планировать заранее, а не узнавать о них в последний момент.</p>`,
    },
    images: [
      { motif: 'inspection', variant: 17 },
      { motif: 'blades', variant: 18 },
    ],
  },

  /* 6. Commissioning */
  {
    title: {
      de: 'Inbetriebnahme',
      en: 'Commissioning',
      ru: 'Пусконаладочные работы',
    },
    text: {
      de: `<p>Nach einer Neuinstallation, einer Verlagerung oder einer großen Revision begleiten wir Ihre Anlage vom ersten Andrehen bis zum Dauerbetrieb. Unsere Ingenieure für Maschinenbau und Leittechnik arbeiten dabei Hand in Hand.</p>
<ul>
<li>Prüfung der mechanischen Fertigstellung und aller Schnittstellen</li>
<li>Loop-Checks und Funktionsprüfung der Instrumentierung</li>
<li>Inbetriebnahme der Hilfssysteme: Schmieröl, Brennstoff, Ansaugluft, Lüftung und Feuerlöschanlage</li>
<li>Erstzündung, Hochlauf, Synchronisation und Lastfahrten</li>
<li>Schutzprüfungen sowie Leistungs- und Emissionsnachweis</li>
</ul>
<p>Zum Abschluss übergeben wir eine vollständige Inbetriebnahmedokumentation und schulen Ihr Betriebspersonal an der Anlage.</p>`,
      en: `<p>After a new installation, a relocation or a major overhaul, we accompany your unit from first crank to continuous operation. Our mechanical and controls engineers work hand in hand throughout.</p>
<ul>
<li>Verification of mechanical completion and all interfaces</li>
<li>Loop checks and functional testing of instrumentation</li>
<li>Commissioning of auxiliary systems: lube oil, fuel, air intake, ventilation and fire protection</li>
<li>First fire, run-up, synchronisation and load runs</li>
<li>Protection tests and verification of performance and emissions</li>
</ul>
<p>At the end we hand over complete commissioning documentation and train your operating staff on the unit.</p>`,
      ru: `<p>После монтажа нового оборудования, перебазирования или капитального ремонта мы сопровождаем вашу установку от первой прокрутки до выхода на длительную работу. Инженеры-механики и специалисты по системам управления работают в одной команде.</p>
<ul>
<li>проверка завершённости монтажа и всех интерфейсов;</li>
<li>проверка измерительных контуров и функциональные испытания КИП;</li>
<li>ввод в работу вспомогательных систем: маслосистемы, топливной системы, воздухозаборного устройства, вентиляции и пожаротушения;</li>
<li>первое зажигание, разгон, синхронизация и набор нагрузки;</li>
<li>проверка защит, подтверждение мощностных и экологических показателей.</li>
</ul>
<p>По завершении работ мы передаём полный комплект пусконаладочной документации и проводим обучение эксплуатационного персонала непосредственно на объекте.</p>`,
    },
    images: [
      { motif: 'plant', variant: 19 },
      { motif: 'control-room', variant: 20 },
    ],
  },

  /* 7. Field and workshop balancing */
  {
    title: {
      de: 'Auswuchten vor Ort und in der Werkstatt',
      en: 'Field and workshop balancing',
      ru: 'Балансировка на месте и в мастерской',
    },
    text: {
      de: `<p>Unwucht ist eine der häufigsten Ursachen für erhöhte Schwingungen an rotierenden Maschinen. Wir wuchten Rotoren dort, wo es am wirtschaftlichsten ist: direkt in Ihrer Anlage oder in unserer Werkstatt in Rosdorf.</p>
<p><strong>Betriebsauswuchten vor Ort:</strong> Mit mobiler Schwingungsmesstechnik ermitteln wir die Unwucht im eingebauten Zustand bei Betriebsdrehzahl und korrigieren sie über die vorhandenen Wuchtebenen – ohne Demontage und mit minimaler Stillstandszeit.</p>
<p><strong>Werkstattauswuchten:</strong> Ausgebaute Rotoren, Kupplungen und Laufräder wuchten wir auf unserer Auswuchtmaschine in einer oder mehreren Ebenen nach ISO 21940. Jedes Bauteil erhält ein Wuchtprotokoll.</p>`,
      en: `<p>Unbalance is one of the most common causes of high vibration in rotating machinery. We balance rotors wherever it is most economical: directly at your site or in our workshop in Rosdorf.</p>
<p><strong>Field balancing:</strong> Using portable vibration analysis equipment, we determine the unbalance of the installed rotor at operating speed and correct it using the existing balance planes – without disassembly and with minimal downtime.</p>
<p><strong>Workshop balancing:</strong> Removed rotors, couplings and impellers are balanced on our balancing machine in one or more planes to ISO 21940. Every component is supplied with a balancing report.</p>`,
      ru: `<p>Дисбаланс — одна из самых частых причин повышенной вибрации роторных машин. Мы балансируем роторы там, где это экономически выгоднее: непосредственно на вашем объекте или в нашей мастерской в Росдорфе.</p>
<p><strong>Балансировка в собственных опорах:</strong> с помощью переносной виброизмерительной аппаратуры мы определяем дисбаланс ротора на рабочей частоте вращения без его демонтажа и устраняем его через штатные плоскости коррекции с минимальным временем простоя.</p>
<p><strong>Балансировка в мастерской:</strong> демонтированные роторы, муфты и рабочие колёса мы балансируем на балансировочном станке в одной или нескольких плоскостях по ISO 21940. На каждую деталь оформляется протокол балансировки.</p>`,
    },
    images: [
      { motif: 'rotor', variant: 21 },
      { motif: 'workshop', variant: 22 },
    ],
  },

  /* 8. Rotor overhaul in the workshop */
  {
    title: {
      de: 'Rotorüberholung in der Werkstatt',
      en: 'Rotor overhaul in our workshop',
      ru: 'Ремонт роторов в мастерской',
    },
    text: {
      de: `<p>In unserer Werkstatt in Rosdorf bei Göttingen überholen wir Verdichter- und Turbinenrotoren von Industrie- und aeroderivativen Gasturbinen. Jeder Rotor wird vollständig zerlegt, gereinigt und befundet, bevor wir den Umfang der Instandsetzung mit Ihnen abstimmen.</p>
<ul>
<li>Demontage, Reinigung und Bestandsaufnahme</li>
<li>Zerstörungsfreie Prüfung mit Farbeindring-, Magnetpulver- und Ultraschallverfahren</li>
<li>Vermessung von Passungen, Rundlauf und Schaufelfüßen</li>
<li>Austausch von Laufschaufeln, Verbindungselementen und Dichtungen durch Original-Ersatzteile</li>
<li>Montage, Auswuchten und vollständige Dokumentation</li>
</ul>
<p>Für besonders kurze Stillstände stellen wir auf Anfrage Austauschrotoren bereit. Verpackung, Transport und Exportabwicklung organisieren wir gemeinsam mit erfahrenen Logistikpartnern.</p>`,
      en: `<p>In our workshop in Rosdorf near Göttingen we overhaul compressor and turbine rotors of industrial and aeroderivative gas turbines. Each rotor is fully disassembled, cleaned and inspected before we agree the scope of repair with you.</p>
<ul>
<li>Disassembly, cleaning and incoming inspection</li>
<li>Non-destructive testing by dye penetrant, magnetic particle and ultrasonic methods</li>
<li>Measurement of fits, runout and blade roots</li>
<li>Replacement of blades, fasteners and seals with original spare parts</li>
<li>Reassembly, balancing and complete documentation</li>
</ul>
<p>For particularly short outages we can provide exchange rotors on request. Packing, transport and export handling are organised together with experienced logistics partners.</p>`,
      ru: `<p>В нашей мастерской в Росдорфе под Гёттингеном мы выполняем ремонт роторов компрессоров и турбин промышленных и авиапроизводных газовых турбин. Каждый ротор полностью разбирается, очищается и проходит дефектацию, после чего мы согласовываем с вами объём ремонта.</p>
<ul>
<li>разборка, очистка и входной контроль;</li>
<li>неразрушающий контроль: капиллярный, магнитопорошковый и ультразвуковой;</li>
<li>измерение посадок, биений и хвостовиков лопаток;</li>
<li>замена рабочих лопаток, крепежа и уплотнений оригинальными запчастями;</li>
<li>сборка, балансировка и полный комплект документации.</li>
</ul>
<p>Для максимального сокращения простоя по запросу предоставляем обменные роторы. Упаковку, транспортировку и экспортное оформление организуем совместно с опытными логистическими партнёрами.</p>`,
    },
    images: [
      { motif: 'workshop', variant: 23 },
      { motif: 'rotor', variant: 24 },
    ],
  },

  /* 9. Instrumentation calibration */
  {
    title: {
      de: 'Kalibrierung der Instrumentierung',
      en: 'Instrumentation calibration',
      ru: 'Калибровка КИП',
    },
    text: {
      de: `<p>Schutz, Regelung und Wirkungsgrad einer Gasturbine hängen von genauen Messwerten ab. Schon kleine Abweichungen bei Temperatur-, Druck- oder Drehzahlmessungen können Fehlabschaltungen, Leistungsverluste oder unbemerkte Überlastungen verursachen.</p>
<p>Wir empfehlen, die Instrumentierung jedes halbe Jahr zu kalibrieren. Dabei prüfen und justieren wir unter anderem:</p>
<ul>
<li>Thermoelemente für Abgas- und Radraumtemperatur</li>
<li>Druck- und Differenzdrucktransmitter</li>
<li>Drehzahlaufnehmer und Überdrehzahlschutz</li>
<li>Schwingungs- und Wegaufnehmer</li>
<li>Stellungsrückmeldungen von Brennstoffventilen und Leitschaufelverstellung</li>
</ul>
<p>Wir arbeiten mit rückführbar kalibrierten Referenzgeräten und dokumentieren alle Ergebnisse in einem Kalibrierprotokoll mit Ist- und Sollwerten.</p>`,
      en: `<p>Protection, control and efficiency of a gas turbine all depend on accurate measurements. Even small deviations in temperature, pressure or speed readings can cause spurious trips, loss of output or undetected overloading.</p>
<p>We recommend calibrating the instrumentation every six months. Among other things, we check and adjust:</p>
<ul>
<li>exhaust and wheel-space thermocouples</li>
<li>pressure and differential pressure transmitters</li>
<li>speed pickups and overspeed protection</li>
<li>vibration and proximity probes</li>
<li>position feedback of fuel valves and variable guide vanes</li>
</ul>
<p>We work with reference instruments whose calibration is traceable to national standards and record all results in a calibration report with as-found and as-left values.</p>`,
      ru: `<p>Защита, регулирование и КПД газовой турбины напрямую зависят от точности измерений. Даже небольшие погрешности измерения температуры, давления или частоты вращения могут привести к ложным остановам, потере мощности или незамеченной перегрузке.</p>
<p>Мы рекомендуем проводить калибровку КИП каждые полгода. В частности, мы проверяем и настраиваем:</p>
<ul>
<li>термопары температуры выхлопных газов и междисковых полостей;</li>
<li>датчики давления и перепада давления;</li>
<li>датчики частоты вращения и защиту от превышения оборотов;</li>
<li>датчики вибрации и осевого сдвига;</li>
<li>датчики положения топливных клапанов и поворотных направляющих аппаратов.</li>
</ul>
<p>Мы используем эталонные приборы с прослеживаемой калибровкой и фиксируем все результаты в протоколе калибровки с фактическими и заданными значениями.</p>`,
    },
    images: [
      { motif: 'inspection', variant: 25 },
      { motif: 'control-room', variant: 26 },
    ],
  },

  /* 10. Retrofits and upgrades */
  {
    title: {
      de: 'Nachrüstungen und Upgrades',
      en: 'Retrofits and upgrades',
      ru: 'Модернизация и дооснащение',
    },
    text: {
      de: `<p>Viele Gasturbinen sind seit Jahrzehnten in Betrieb und haben noch erhebliches Potenzial. Mit gezielten Nachrüstungen steigern wir Leistung, Wirkungsgrad und Verfügbarkeit, senken die Emissionen und verlängern die Revisionsintervalle.</p>
<ul>
<li>Einbau verbesserter Heißgasteile mit modernen Schutzschichten</li>
<li>Umrüstung auf emissionsarme Verbrennungssysteme</li>
<li>Ansaugluftkühlung und Modernisierung des Filterhauses</li>
<li>Ersatz abgekündigter Hilfssysteme und Komponenten</li>
</ul>
<p>Wir prüfen die technische Machbarkeit, erstellen ein Konzept mit Wirtschaftlichkeitsbetrachtung und setzen die Maßnahme termingerecht um – idealerweise im Rahmen einer ohnehin geplanten Revision, damit kein zusätzlicher Stillstand entsteht.</p>`,
      en: `<p>Many gas turbines have been in service for decades and still have considerable potential. Targeted retrofits increase output, efficiency and availability, reduce emissions and extend overhaul intervals.</p>
<ul>
<li>Installation of improved hot gas path parts with advanced coatings</li>
<li>Conversion to low-emission combustion systems</li>
<li>Inlet air cooling and filter house modernisation</li>
<li>Replacement of obsolete auxiliary systems and components</li>
</ul>
<p>We check technical feasibility, prepare a concept including a cost-benefit analysis and implement the upgrade on schedule – ideally during an overhaul that is already planned, so that no additional outage is needed.</p>`,
      ru: `<p>Многие газовые турбины эксплуатируются десятилетиями и при этом сохраняют значительный потенциал. Целенаправленная модернизация позволяет повысить мощность, КПД и коэффициент готовности, снизить выбросы и увеличить межремонтные интервалы.</p>
<ul>
<li>установка усовершенствованных деталей горячего тракта с современными защитными покрытиями;</li>
<li>переход на малоэмиссионные системы сгорания;</li>
<li>охлаждение воздуха на входе и модернизация комплексного воздухоочистительного устройства;</li>
<li>замена снятых с производства вспомогательных систем и компонентов.</li>
</ul>
<p>Мы оцениваем техническую осуществимость, разрабатываем концепцию с технико-экономическим обоснованием и выполняем модернизацию в согласованные сроки — лучше всего в рамках уже запланированного ремонта, чтобы избежать дополнительного простоя.</p>`,
    },
    images: [{ motif: 'turbine', variant: 27 }],
  },

  /* 11. Monitoring and diagnostics */
  {
    title: {
      de: 'Überwachung und Diagnose',
      en: 'Monitoring and diagnostics',
      ru: 'Мониторинг и диагностика',
    },
    text: {
      de: `<p>Durch kontinuierliche Zustandsüberwachung erkennen wir Veränderungen an Ihrer Gasturbine, bevor daraus ein Schaden entsteht. Auf Wunsch werten wir Betriebs- und Schwingungsdaten Ihrer Anlage über eine gesicherte Fernverbindung aus – unsere Spezialisten sind dabei rund um die Uhr, 24/7, für Sie erreichbar.</p>
<ul>
<li>Trendanalyse von Leistung, Wirkungsgrad und Abgastemperaturverteilung</li>
<li>Schwingungsdiagnose an Lagern und Wellen</li>
<li>Auswertung von Schmierölanalysen</li>
<li>Analyse von Alarmen und Schnellabschaltungen</li>
</ul>
<p>Regelmäßige Zustandsberichte zeigen Ihnen, wie es um Ihre Maschine steht, und helfen, Inspektionen und Ersatzteilbestellungen vorausschauend zu planen.</p>`,
      en: `<p>Continuous condition monitoring lets us detect changes in your gas turbine before they turn into damage. On request we analyse operating and vibration data from your unit via a secure remote connection – and our specialists are available around the clock, 24/7.</p>
<ul>
<li>Trend analysis of output, efficiency and exhaust temperature spread</li>
<li>Vibration diagnostics on bearings and shafts</li>
<li>Evaluation of lube oil analyses</li>
<li>Analysis of alarms and trips</li>
</ul>
<p>Regular condition reports show you exactly where your machine stands and help you plan inspections and spare parts orders ahead of time.</p>`,
      ru: `<p>Непрерывный мониторинг технического состояния позволяет выявлять изменения в работе газовой турбины до того, как они приведут к повреждению. По вашему запросу мы анализируем эксплуатационные и вибрационные данные установки через защищённое удалённое подключение, а наши специалисты доступны круглосуточно, 24/7.</p>
<ul>
<li>анализ трендов мощности, КПД и неравномерности температуры выхлопных газов;</li>
<li>вибродиагностика подшипников и валов;</li>
<li>оценка результатов анализа смазочного масла;</li>
<li>разбор аварийных сигналов и остановов.</li>
</ul>
<p>Регулярные отчёты о состоянии оборудования показывают реальное положение дел и помогают заблаговременно планировать инспекции и заказ запчастей.</p>`,
    },
    images: [
      { motif: 'control-room', variant: 28 },
      { motif: 'plant', variant: 29 },
    ],
  },

  /* 12. Control system maintenance and upgrades */
  {
    title: {
      de: 'Wartung und Modernisierung der Leittechnik',
      en: 'Control system maintenance and upgrades',
      ru: 'Обслуживание и модернизация систем управления',
    },
    text: {
      de: `<p>Die Leittechnik ist das Nervensystem Ihrer Gasturbine. Wir betreuen Steuerungs- und Regelsysteme über den gesamten Lebenszyklus – von der Fehlersuche über die vorbeugende Wartung bis zum vollständigen Upgrade.</p>
<ul>
<li><strong>Mark VIe DCS:</strong> Wartung, Software-Anpassungen, Erweiterung von I/O-Modulen und Redundanzprüfungen</li>
<li><strong>Speedtronic Mark V und Mark VI:</strong> Fehlersuche, Ersatzkarten und Migration auf Mark VIe</li>
<li><strong>Woodward:</strong> Wartung und Austausch von Reglern wie MicroNet und 505, Prüfung von Brennstoffdosier- und Stellventilen</li>
</ul>
<p>Bei abgekündigter Hardware planen wir die Migration so, dass vorhandene Verkabelung und Feldgeräte weitgehend weiterverwendet werden und der Umbau in einem kurzen Stillstand gelingt. Ersatzbaugruppen für die gängigen Systeme halten wir vorrätig.</p>`,
      en: `<p>The control system is the nervous system of your gas turbine. We support control systems throughout their life cycle – from troubleshooting and preventive maintenance to complete upgrades.</p>
<ul>
<li><strong>Mark VIe DCS:</strong> maintenance, software modifications, I/O expansion and redundancy checks</li>
<li><strong>Speedtronic Mark V and Mark VI:</strong> troubleshooting, spare boards and migration to Mark VIe</li>
<li><strong>Woodward:</strong> maintenance and replacement of controllers such as MicroNet and 505, testing of fuel metering and control valves</li>
</ul>
<p>Where hardware is obsolete, we plan the migration so that existing cabling and field devices can largely be reused and the changeover fits into a short outage. We keep spare modules for the common systems in stock.</p>`,
      ru: `<p>Система управления — это нервная система газовой турбины. Мы сопровождаем системы автоматического управления на всём жизненном цикле: от поиска неисправностей и планово-предупредительного обслуживания до полной модернизации.</p>
<ul>
<li><strong>Mark VIe DCS:</strong> обслуживание, доработка программного обеспечения, расширение модулей ввода-вывода, проверка резервирования;</li>
<li><strong>Speedtronic Mark V и Mark VI:</strong> поиск неисправностей, запасные платы, миграция на Mark VIe;</li>
<li><strong>Woodward:</strong> обслуживание и замена регуляторов MicroNet и 505, проверка дозирующих топливных и регулирующих клапанов.</li>
</ul>
<p>Если оборудование снято с производства, мы планируем миграцию так, чтобы по возможности сохранить существующие кабельные трассы и полевые приборы и уложиться в короткий останов. Запасные модули для распространённых систем есть у нас на складе.</p>`,
    },
    images: [{ motif: 'control-room', variant: 30 }],
  },

  /* 13. Gas turbine overhaul */
  {
    title: {
      de: 'Gasturbinenrevision',
      en: 'Gas turbine overhaul',
      ru: 'Капитальный ремонт газовых турбин',
    },
    text: {
      de: `<p>Die Hauptrevision (Major Inspection) ist der umfassendste planmäßige Eingriff an einer Gasturbine. Die Maschine wird bis auf den Rotor zerlegt; Verdichter, Brennkammer, Turbine, Lager und Dichtungen werden vollständig geprüft und instand gesetzt.</p>
<p>Wir planen die Revision gemeinsam mit Ihnen, stellen ein eingespieltes Team aus Field Service Engineers und Mechanikern, liefern alle erforderlichen Original-Ersatzteile und koordinieren die Werkstattarbeiten in Rosdorf. Für aeroderivative Turbinen wie LM2500 und LM6000 bieten wir zusätzlich modulare Überholungen und Austauschmodule an.</p>
<ul>
<li>Detaillierte Revisionsplanung und Ersatzteillogistik</li>
<li>Demontage, Befundung und Instandsetzung aller Baugruppen</li>
<li>Wiedermontage, Ausrichtung, Inbetriebnahme und Abnahmelauf</li>
<li>Abschlussbericht mit Empfehlungen für den nächsten Zyklus</li>
</ul>`,
      en: `<p>The major inspection is the most comprehensive scheduled intervention on a gas turbine. The machine is dismantled down to the rotor, and the compressor, combustor, turbine, bearings and seals are fully inspected and repaired.</p>
<p>We plan the overhaul together with you, provide an experienced team of field service engineers and mechanical technicians, supply all required original spare parts and coordinate workshop repairs in Rosdorf. For aeroderivative turbines such as the LM2500 and LM6000 we also offer modular overhauls and exchange modules.</p>
<ul>
<li>Detailed outage planning and spare parts logistics</li>
<li>Disassembly, inspection and repair of all modules</li>
<li>Reassembly, alignment, commissioning and acceptance run</li>
<li>Final report with recommendations for the next cycle</li>
</ul>`,
      ru: `<p>Капитальный ремонт (Major Inspection) — наиболее полный вид планового вмешательства в газовую турбину. Агрегат разбирается вплоть до ротора; компрессор, камера сгорания, турбина, подшипники и уплотнения проходят полную дефектацию и восстановление.</p>
<p>Мы планируем ремонт совместно с вами, направляем слаженную бригаду сервисных инженеров и механиков, поставляем все необходимые оригинальные запчасти и координируем работы в нашей мастерской в Росдорфе. Для авиапроизводных турбин LM2500 и LM6000 дополнительно предлагаем модульный ремонт и обменные модули.</p>
<ul>
<li>детальное планирование ремонта и логистика запчастей;</li>
<li>разборка, дефектация и восстановление всех узлов;</li>
<li>сборка, центровка, пусконаладка и приёмочные испытания;</li>
<li>итоговый отчёт с рекомендациями на следующий межремонтный период.</li>
</ul>`,
    },
    images: [
      { motif: 'turbine', variant: 31 },
      { motif: 'workshop', variant: 32 },
    ],
  },

  /* 14. Exchange of hot section and combustion chamber */
  {
    title: {
      de: 'Austausch von Heißteilen und Brennkammer',
      en: 'Hot section and combustor exchange',
      ru: 'Замена горячей части и камеры сгорания',
    },
    text: {
      de: `<p>Um Stillstandszeiten zu minimieren, tauschen wir Heißgasteile und Brennkammerkomponenten als komplette Sätze aus. Statt auf die Reparatur der ausgebauten Teile zu warten, geht Ihre Turbine mit einem einbaufertigen Satz aus neuen oder aufgearbeiteten Originalteilen wieder in Betrieb.</p>
<ul>
<li>Brennkammer-Austauschsätze: Flammrohre, Übergangsstücke und Brennstoffdüsen</li>
<li>Heißgas-Austauschsätze: Leitschaufelsegmente, Laufschaufeln und Deckbänder</li>
<li>Komplette Heißteilmodule für aeroderivative Turbinen wie LM2500 und LM6000</li>
</ul>
<p>Die ausgebauten Teile werden befundet und, wo es wirtschaftlich sinnvoll ist, aufgearbeitet und mit dem Austauschsatz verrechnet. Auf die meisten Originalteile gewähren wir auf Anfrage eine erweiterte Garantie von bis zu 24 Monaten.</p>`,
      en: `<p>To keep downtime to a minimum, we exchange hot section and combustion components as complete sets. Instead of waiting for the removed parts to be repaired, your turbine returns to service with a ready-to-install set of new or refurbished original parts.</p>
<ul>
<li>Combustion exchange sets: liners, transition pieces and fuel nozzles</li>
<li>Hot gas path exchange sets: nozzle segments, turbine blades and shrouds</li>
<li>Complete hot section modules for aeroderivative turbines such as the LM2500 and LM6000</li>
</ul>
<p>The removed parts are inspected and, where economically viable, refurbished and credited against the exchange set. On request we offer an extended warranty of up to 24 months on most original parts.</p>`,
      ru: `<p>Чтобы сократить простой до минимума, мы выполняем замену деталей горячей части и камеры сгорания комплектами. Вместо того чтобы ждать ремонта снятых деталей, ваша турбина возвращается в работу с готовым к установке комплектом новых или восстановленных оригинальных деталей.</p>
<ul>
<li>обменные комплекты камеры сгорания: жаровые трубы, переходные патрубки и топливные форсунки;</li>
<li>обменные комплекты горячего тракта: сегменты сопловых аппаратов, рабочие лопатки и бандажные сегменты;</li>
<li>модули горячей части в сборе для авиапроизводных турбин LM2500 и LM6000.</li>
</ul>
<p>Снятые детали проходят дефектацию и, если это экономически целесообразно, восстанавливаются с зачётом их стоимости в цену обменного комплекта. По запросу на большинство оригинальных деталей предоставляется расширенная гарантия сроком до 24 месяцев.</p>`,
    },
    images: [
      { motif: 'combustor', variant: 33 },
      { motif: 'blades', variant: 34 },
    ],
  },
];
