/**
 * First-start product catalogue. Categories and products are records of one language each,
 * so the same three categories and eleven products appear once per language (DE, EN, RU).
 * Power figures are approximate ISO ratings for orientation.
 */
import type { SeedCategory } from './types.ts';

export const categories: SeedCategory[] = [
  // ================================================================== DE
  {
    lang: 'DE',
    name: 'Aeroderivative Gasturbinen',
    products: [
      {
        title: 'Gasturbine GE LM2500',
        type: 'Aeroderivative Gasturbine',
        model: 'LM2500',
        power: 24.0,
        description:
          '<p>Die <strong>GE LM2500</strong> gehört zu den weltweit am häufigsten eingesetzten aeroderivativen Gasturbinen. Sie wurde aus dem Flugtriebwerk CF6-6 abgeleitet, leistet unter ISO-Bedingungen rund 24 MW bei einem Wirkungsgrad von etwa 36 % und verbindet eine kompakte, leichte Bauweise mit kurzen Startzeiten und hoher Verfügbarkeit.</p>' +
          '<p>Die LM2500 wird zur Stromerzeugung und in der Kraft-Wärme-Kopplung, als mechanischer Antrieb für Verdichter und Pumpen in der Öl- und Gasförderung sowie in Pipelines und als <strong>Schiffsantrieb</strong> in Fregatten, Zerstörern, Schnellfähren und Kreuzfahrtschiffen eingesetzt.</p>' +
          '<p>TurboTech Rosdorf liefert Original-Ersatzteile für die LM2500 – neu und überholt – von HDV-Schaufeln und VSV-Komponenten über Flammrohre und Brennstoffdüsen bis zu HDT-Heißgasteilen. Darüber hinaus führen wir Boroskopinspektionen, den Austausch des Heißgasteils, Feldauswuchtungen und die Wartung der Steuerung durch.</p>',
        images: [
          { motif: 'turbine', variant: 21 },
          { motif: 'offshore', variant: 22 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 41 },
            description:
              '<h3>16-stufiger Hochdruckverdichter</h3><p>Der Verdichter mit Eintrittsleitschaufeln und sechs Stufen verstellbarer Leitschaufeln erreicht ein Druckverhältnis von etwa 18:1. Wir liefern Lauf- und Leitschaufeln, VSV-Buchsen und Stellzylinder und übernehmen Verdichterwäsche und Boroskopinspektion.</p>',
          },
          {
            image: { motif: 'combustor', variant: 42 },
            description:
              '<h3>Ringbrennkammer</h3><p>Die Ringbrennkammer mit 30 Brennstoffdüsen ist für Gas, Flüssigbrennstoff oder Zweistoffbetrieb ausgelegt; für niedrige NOx-Emissionen steht eine DLE-Ausführung zur Verfügung. Flammrohre, Brennstoffdüsen und Zündkerzen halten wir für den Heißgasteiltausch bereit.</p>',
          },
          {
            image: { motif: 'rotor', variant: 43 },
            description:
              '<h3>Sechsstufige Nutzturbine</h3><p>Die aerodynamisch gekoppelte Nutzturbine läuft mit 3.600 min⁻¹ und treibt Generator oder Verdichter direkt an. Rotoren der Nutzturbine überholen und wuchten wir in unserer Werkstatt in Rosdorf.</p>',
          },
        ],
      },
      {
        title: 'Gasturbine GE LM2500+',
        type: 'Aeroderivative Gasturbine',
        model: 'LM2500+',
        power: 30.2,
        description:
          '<p>Die <strong>GE LM2500+</strong> ist die leistungsgesteigerte Weiterentwicklung der LM2500. Eine zusätzliche Nullstufe vor dem Verdichter erhöht den Luftmassenstrom und hebt die Leistung auf rund 30 MW bei einem Wirkungsgrad von etwa 38 %, während Abmessungen und bewährte Konstruktion des Kerntriebwerks weitgehend erhalten bleiben.</p>' +
          '<p>Die LM2500+ ist mit einer sechsstufigen, langsam laufenden Nutzturbine für den Generatorantrieb oder mit einer zweistufigen Hochgeschwindigkeits-Nutzturbine (HSPT) für den Antrieb von Pipelineverdichtern erhältlich. Sie ist außerdem auf Marineschiffen, LNG-Tankern und Offshore-Plattformen installiert, wo Gewicht und Platzbedarf entscheidend sind.</p>' +
          '<p>Wir liefern Originalteile für Verdichter, Brennkammer, HDT und Nutzturbine, stellen Teilesätze für den Heißgasteiltausch zusammen und unterstützen Betreiber mit Boroskopinspektionen, Trendüberwachung und Modernisierungen der Steuerung.</p>',
        images: [
          { motif: 'turbine', variant: 23 },
          { motif: 'plant', variant: 24 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 44 },
            description:
              '<h3>17-stufiger Verdichter mit Nullstufe</h3><p>Die zusätzliche Stufe steigert den Luftdurchsatz um rund 10 % und das Druckverhältnis auf etwa 23:1. Schaufeln der Nullstufe und der vorderen Stufen gehören zu den Teilen, die wir kurzfristig liefern können.</p>',
          },
          {
            image: { motif: 'rotor', variant: 45 },
            description:
              '<h3>Varianten der Nutzturbine</h3><p>Sechsstufige Nutzturbine mit 3.600 min⁻¹ für Generatoren oder zweistufige HSPT mit bis zu 6.100 min⁻¹ für Verdichterantriebe. Lager, Dichtungen und Kupplungen liefern wir neu oder überholt.</p>',
          },
        ],
      },
      {
        title: 'Gasturbine GE LM2500+G4',
        type: 'Aeroderivative Gasturbine',
        model: 'LM2500+G4',
        power: 35.3,
        description:
          '<p>Die <strong>GE LM2500+G4</strong> ist die leistungsstärkste Ausführung der LM2500-Familie. Verbesserte Werkstoffe, Beschichtungen und Kühlung im Heißgasteil ermöglichen höhere Turbineneintrittstemperaturen und Luftmassenströme und damit eine Leistung von rund 35 MW bei einem Wirkungsgrad von etwa 39 %.</p>' +
          '<p>Betreiber nutzen die LM2500+G4 zur Stromerzeugung im offenen und kombinierten Prozess, als mechanischen Antrieb in der Gasverdichtung und in LNG-Anlagen sowie auf FPSO-Einheiten und Offshore-Plattformen. Die hohe Leistungsdichte und die kurzen Startzeiten machen sie auch für Spitzenlast- und Reservebetrieb attraktiv.</p>' +
          '<p>TurboTech Rosdorf liefert G4-spezifische Original-Heißgasteile, DLE-Brennkammerkomponenten und Zubehör und bietet Boroskopinspektionen, Unterstützung beim Triebwerkstausch sowie einen Service rund um die Uhr.</p>',
        images: [{ motif: 'turbine', variant: 25 }],
        properties: [
          {
            image: { motif: 'combustor', variant: 46 },
            description:
              '<h3>Trockene Low-NOx-Verbrennung (DLE)</h3><p>Die DLE-Brennkammer mit Vormischmodulen hält die NOx-Emissionen ohne Wasser- oder Dampfeinspritzung niedrig. Wir liefern Vormischmodule, Flammrohre, Hitzeschilde und Stufungsventile.</p>',
          },
          {
            image: { motif: 'control-room', variant: 47 },
            description:
              '<h3>Steuerung und Überwachung</h3><p>Moderne Leitsysteme auf Basis von Mark VIe oder Woodward übernehmen Brennstoffstufung, Schutzfunktionen und Fernüberwachung. Wir warten, kalibrieren und modernisieren Steuerung und Instrumentierung.</p>',
          },
        ],
      },
      {
        title: 'Gasturbine GE LM6000 PC/PD',
        type: 'Aeroderivative Gasturbine',
        model: 'LM6000',
        power: 50.5,
        description:
          '<p>Die <strong>GE LM6000</strong> ist eine aeroderivative Zweiwellen-Gasturbine, abgeleitet vom Flugtriebwerk CF6-80C2. Je nach Ausführung (PC, PD, PF, PG) leistet sie bis etwa 50 MW mit einem Wirkungsgrad im offenen Prozess von über 40 %; der Generator wird bei 60 Hz direkt mit 3.600 min⁻¹ ohne Getriebe angetrieben.</p>' +
          '<p>Die LM6000 ist ein bewährtes Arbeitspferd in Spitzen- und Mittellastkraftwerken, in der Kraft-Wärme-Kopplung und in GuD-Anlagen und wird in der Öl- und Gasindustrie sowie auf schwimmenden Produktionseinheiten eingesetzt. Die PC-Ausführung arbeitet mit Ringbrennkammer und Wasser- oder Dampfeinspritzung, die PD-Ausführung mit trockener DLE-Brennkammer.</p>' +
          '<p>Wir liefern Originalteile für NDV, HDV, Brennkammer, HDT und NDT, DLE-Vormischmodule, VBV- und VSV-Stellzylinder sowie Zubehörkomponenten und bieten Heißgasteiltausch, Boroskopinspektionen, Auswuchtungen und Leistungen an der Steuerung an.</p>',
        images: [
          { motif: 'plant', variant: 26 },
          { motif: 'turbine', variant: 27 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 48 },
            description:
              '<h3>Zweiwellenverdichter</h3><p>Ein fünfstufiger Niederdruck- und ein 14-stufiger Hochdruckverdichter mit Verstellleitschaufeln erreichen ein Gesamtdruckverhältnis von etwa 30:1. Variable Abblaseventile (VBV) schützen den Verdichter im Teillastbetrieb.</p>',
          },
          {
            image: { motif: 'combustor', variant: 49 },
            description:
              '<h3>SAC- oder DLE-Verbrennung</h3><p>Die Standard-Ringbrennkammer (SAC) ermöglicht Gas- und Flüssigbrennstoffbetrieb mit Wasser- oder Dampfeinspritzung, die DLE-Brennkammer niedrige Emissionen ohne Einspritzung. Flammrohre, Düsen und Vormischmodule sind neu oder überholt verfügbar.</p>',
          },
          {
            image: { motif: 'rotor', variant: 50 },
            description:
              '<h3>Fünfstufige Niederdruckturbine</h3><p>Die NDT treibt den Niederdruckverdichter und den Generator an; 50-Hz-Anlagen erhalten ein Getriebe. NDT-Module und Rotoren überholen wir in unserer Werkstatt.</p>',
          },
        ],
      },
    ],
  },
  {
    lang: 'DE',
    name: 'Heavy-Duty-Gasturbinen',
    products: [
      {
        title: 'Gasturbine GE Frame 5',
        type: 'Heavy-Duty-Gasturbine',
        model: 'MS5001',
        power: 26.3,
        description:
          '<p>Die <strong>GE Frame 5</strong> (MS5001) ist eine robuste Einwellen-Heavy-Duty-Gasturbine mit einer Leistung von rund 26 MW. Seit den 1960er-Jahren wurden Tausende Einheiten gebaut, und dank fortlaufender Modernisierungen ist ein großer Teil davon noch heute in Betrieb. Die Zweiwellenausführung MS5002 ist als Verdichterantrieb weit verbreitet.</p>' +
          '<p>Typische Einsatzgebiete sind Stromerzeugung und Kraft-Wärme-Kopplung in der Industrie, der mechanische Antrieb von Pipeline- und Reinjektionsverdichtern in der Öl- und Gasindustrie sowie die Energieversorgung von Raffinerien und petrochemischen Anlagen. Die Frame 5 verarbeitet ein breites Brennstoffspektrum von Erdgas und Destillat bis zu Rohöl und Prozessgasen.</p>' +
          '<p>Wir liefern Original-Ersatzteile für Verdichter, Verbrennungssystem und Heißgaspfad, führen Brennkammer-, Heißgas- und Hauptinspektionen durch, überholen Rotoren in unserer Werkstatt und rüsten Speedtronic-Steuerungen auf Mark VIe um.</p>',
        images: [{ motif: 'plant', variant: 28 }],
        properties: [
          {
            image: { motif: 'combustor', variant: 51 },
            description:
              '<h3>Zehn Rohrbrennkammern</h3><p>Umkehrstrom-Brennkammern mit Flammrohren, Übergangsstücken und Überströmrohren. Für Brennkammerinspektionen liefern wir komplette Teilesätze einschließlich Zündkerzen und Flammenwächtern.</p>',
          },
          {
            image: { motif: 'control-room', variant: 52 },
            description:
              '<h3>Speedtronic-Steuerung</h3><p>Viele Frame-5-Einheiten laufen noch mit Speedtronic Mark II, IV oder V. Wir warten diese Systeme, beschaffen Ersatzkarten und rüsten sie auf das Leitsystem Mark VIe um.</p>',
          },
        ],
      },
      {
        title: 'Gasturbine GE Frame 6B',
        type: 'Heavy-Duty-Gasturbine',
        model: 'MS6001B',
        power: 42.5,
        description:
          '<p>Die <strong>GE Frame 6B</strong> (MS6001B) ist eine Heavy-Duty-Gasturbine mit rund 42 MW, die für ihre Zuverlässigkeit und Brennstoffflexibilität geschätzt wird. Über ein Lastgetriebe treibt sie Generatoren für 50 und 60 Hz an und wird im offenen Prozess, in GuD-Anlagen und in der Kraft-Wärme-Kopplung betrieben.</p>' +
          '<p>Die Einsatzgebiete reichen von Industriekraftwerken und Fernwärme bis zu Raffinerien, LNG-Anlagen und dem mechanischen Antrieb in der Öl- und Gasindustrie. Die Frame 6B verbrennt Erdgas, Destillat, Schweröl und Prozessgase; das DLN-1-Verbrennungssystem senkt die NOx-Emissionen.</p>' +
          '<p>TurboTech Rosdorf liefert Original-Heißgasteile, Verbrennungskomponenten, Verdichterschaufeln und Zubehör, neu und überholt, und übernimmt Inspektionen, Laserausrichtung, Rotorüberholung in der Werkstatt sowie die Wartung und Modernisierung der Steuerung.</p>',
        images: [
          { motif: 'plant', variant: 29 },
          { motif: 'rotor', variant: 30 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 53 },
            description:
              '<h3>17-stufiger Axialverdichter</h3><p>Der Verdichter mit verstellbaren Eintrittsleitschaufeln erreicht ein Druckverhältnis von etwa 12:1. Wir liefern Lauf- und Leitschaufeln, IGV-Buchsen und Stellantriebe.</p>',
          },
          {
            image: { motif: 'rotor', variant: 54 },
            description:
              '<h3>Dreistufige Turbine</h3><p>Lauf- und Leitschaufeln aller drei Stufen sowie Mantelsegmente sind neu oder überholt verfügbar. Bei der Hauptinspektion prüfen und überholen wir den kompletten Rotor.</p>',
          },
          {
            image: null,
            description:
              '<h3>Brennstoffflexibilität</h3><p>Zehn Rohrbrennkammern für Gas, Flüssigbrennstoff oder Zweistoffbetrieb; die DLN-1-Nachrüstung reduziert die NOx-Emissionen deutlich. Wir beraten zu Umrüstung und Inspektionsintervallen.</p>',
          },
        ],
      },
      {
        title: 'Gasturbine GE Frame 7EA',
        type: 'Heavy-Duty-Gasturbine',
        model: 'MS7001EA',
        power: 85.1,
        description:
          '<p>Die <strong>GE Frame 7EA</strong> (MS7001EA) ist eine 60-Hz-Heavy-Duty-Gasturbine mit einer Leistung von rund 85 MW. Sie läuft mit 3.600 min⁻¹, treibt den Generator direkt an und ist für ihre hohe Verfügbarkeit im Grund- und Spitzenlastbetrieb bekannt.</p>' +
          '<p>Die Frame 7EA wird von Energieversorgern und Industriebetrieben im offenen und kombinierten Prozess sowie in der Kraft-Wärme-Kopplung eingesetzt, auch in der Öl- und Gasindustrie. Mit dem DLN-1-Verbrennungssystem erfüllt sie strenge Emissionsgrenzwerte.</p>' +
          '<p>Wir liefern Originalteile für Verdichter, Brennkammern und Heißgaspfad, führen Brennkammer- und Heißgasinspektionen durch, überholen Rotoren und warten, kalibrieren und modernisieren Mark-V- und Mark-VIe-Steuerungen.</p>',
        images: [
          { motif: 'plant', variant: 31 },
          { motif: 'turbine', variant: 32 },
        ],
        properties: [
          {
            image: { motif: 'combustor', variant: 55 },
            description:
              '<h3>DLN-1-Verbrennungssystem</h3><p>Zehn Rohrbrennkammern mit Primär- und Sekundärdüsen, Flammrohrkappen, Strömungshülsen und Übergangsstücken. Komplette Brennkammersätze sind für Inspektionen verfügbar.</p>',
          },
          {
            image: { motif: 'control-room', variant: 56 },
            description:
              '<h3>Steuerung Mark VIe</h3><p>Wir modernisieren Speedtronic-Steuerungen auf Mark VIe, übernehmen Inbetriebnahme, Instrumentenkalibrierung und Fehlersuche und betreuen das System mit Fernüberwachung.</p>',
          },
        ],
      },
      {
        title: 'Gasturbine GE Frame 9E',
        type: 'Heavy-Duty-Gasturbine',
        model: 'MS9001E',
        power: 132.0,
        description:
          '<p>Die <strong>GE Frame 9E</strong> (MS9001E) ist eine 50-Hz-Heavy-Duty-Gasturbine mit einer Leistung von rund 132 MW. Sie treibt den Generator direkt mit 3.000 min⁻¹ an und zählt zu den brennstoffflexibelsten Maschinen ihrer Klasse – von Erdgas und Destillat über Schweröl und Rohöl bis zu Synthese- und Raffineriegasen.</p>' +
          '<p>Die Frame 9E wird weltweit in Kraftwerken, Entsalzungsanlagen und großen Industriebetrieben eingesetzt, im offenen Prozess wie in GuD-Anlagen. Zahlreiche Anlagen in Zentralasien, Europa, den Emiraten und China belegen ihre Zuverlässigkeit im Dauerbetrieb.</p>' +
          '<p>Wir liefern Original-Ersatzteile für Verdichter, die 14 Brennkammern und den Heißgaspfad und bieten Inspektionen, Rotorüberholung, Auswuchtung in der Werkstatt und vor Ort sowie Austausch von Heißgasteil und Brennkammer an.</p>',
        images: [
          { motif: 'plant', variant: 33 },
          { motif: 'rotor', variant: 34 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 57 },
            description:
              '<h3>17-stufiger Verdichter</h3><p>Der Axialverdichter mit verstellbaren Eintrittsleitschaufeln liefert den Luftmassenstrom für 14 Brennkammern. Wir liefern Schaufeln aller Stufen und führen Boroskopinspektionen durch.</p>',
          },
          {
            image: { motif: 'combustor', variant: 58 },
            description:
              '<h3>14 Rohrbrennkammern</h3><p>Flammrohre, Übergangsstücke, Brennstoffdüsen und Überströmrohre für Standard- und DLN-Brennkammern sind neu oder überholt verfügbar.</p>',
          },
          {
            image: { motif: 'rotor', variant: 59 },
            description:
              '<h3>Dreistufige Turbine</h3><p>Laufschaufeln, Leitschaufelsegmente und Mantelsegmente aller Stufen; Überholung und Auswuchtung kompletter Rotoren in unserer Werkstatt in Rosdorf.</p>',
          },
        ],
      },
    ],
  },
  {
    lang: 'DE',
    name: 'Industriegasturbinen (Siemens SGT)',
    products: [
      {
        title: 'Gasturbine Siemens SGT-400',
        type: 'Industriegasturbine',
        model: 'SGT-400',
        power: 13.4,
        description:
          '<p>Die <strong>Siemens SGT-400</strong> ist eine Zweiwellen-Industriegasturbine der Leistungsklasse um 13–15 MW. Sie kombiniert einen hohen Wirkungsgrad von rund 35 % mit einem kompakten Package und einer trockenen Low-NOx-Verbrennung (DLE).</p>' +
          '<p>Die SGT-400 wird zur Stromerzeugung und in der Kraft-Wärme-Kopplung, als mechanischer Antrieb für Verdichter und Pumpen sowie auf Offshore-Plattformen und FPSO-Einheiten eingesetzt.</p>' +
          '<p>Wir liefern Original-Ersatzteile für Verdichter, Brenner, Verdichterturbine und Nutzturbine, führen Boroskop- und Heißgasinspektionen durch und übernehmen Feldauswuchtung, Laserausrichtung und die Wartung der Steuerung.</p>',
        images: [
          { motif: 'offshore', variant: 35 },
          { motif: 'turbine', variant: 36 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 60 },
            description:
              '<h3>11-stufiger Verdichter</h3><p>Axialverdichter mit verstellbaren Eintritts- und Leitschaufeln für einen stabilen Teillastbetrieb. Schaufeln und Stellantriebe liefern wir neu oder überholt.</p>',
          },
          {
            image: { motif: 'combustor', variant: 61 },
            description:
              '<h3>Sechs DLE-Rohrbrennkammern</h3><p>Umkehrstrom-Brennkammern mit DLE-Brennern und Zündbrennern für niedrige Emissionen. Brenner, Flammrohre und Zündkerzen sind für Inspektionen vorrätig.</p>',
          },
          {
            image: { motif: 'rotor', variant: 62 },
            description:
              '<h3>Zweiwellenkonzept</h3><p>Zweistufige Verdichterturbine und zweistufige Nutzturbine ermöglichen einen drehzahlvariablen Antrieb von Verdichtern und Pumpen.</p>',
          },
        ],
      },
      {
        title: 'Gasturbine Siemens SGT-600',
        type: 'Industriegasturbine',
        model: 'SGT-600',
        power: 24.5,
        description:
          '<p>Die <strong>Siemens SGT-600</strong>, früher als GT10B bekannt, ist eine Zweiwellen-Industriegasturbine mit rund 24,5 MW. Sie gilt als robuste und wartungsfreundliche Maschine für den Dauerbetrieb.</p>' +
          '<p>Die SGT-600 wird in der Stromerzeugung, in GuD- und KWK-Anlagen sowie als mechanischer Antrieb für Pipeline- und Prozessverdichter in der Öl- und Gasindustrie eingesetzt, auch offshore.</p>' +
          '<p>TurboTech Rosdorf liefert Original-Turbinenschaufeln, DLE-Brenner, Hitzeschilde, Lager und Zubehör und bietet Inspektionen, Überholung und Modernisierung der Steuerung an.</p>',
        images: [{ motif: 'turbine', variant: 37 }],
        properties: [
          {
            image: { motif: 'combustor', variant: 63 },
            description:
              '<h3>Ringbrennkammer mit 18 DLE-Brennern</h3><p>Die Ringbrennkammer mit 18 trockenen Low-NOx-Brennern erreicht niedrige Emissionen mit Gas- und Flüssigbrennstoff. Wir liefern Brenner und Hitzeschildsteine.</p>',
          },
          {
            image: { motif: 'rotor', variant: 64 },
            description:
              '<h3>Nutzturbine für mechanischen Antrieb</h3><p>Die freie zweistufige Nutzturbine treibt Verdichter direkt an. Lager, Dichtungen und Schaufeln liefern wir neu oder überholt.</p>',
          },
        ],
      },
      {
        title: 'Gasturbine Siemens SGT-800',
        type: 'Industriegasturbine',
        model: 'SGT-800',
        power: 62.5,
        description:
          '<p>Die <strong>Siemens SGT-800</strong> (früher GTX100) ist eine Einwellen-Industriegasturbine mit Leistungen bis rund 62,5 MW. Im offenen Prozess erreicht sie einen Wirkungsgrad von über 40 %, in GuD-Anlagen deutlich mehr.</p>' +
          '<p>Die SGT-800 wird vor allem in Kombikraftwerken, in der Kraft-Wärme-Kopplung für Industrie und Fernwärme sowie in der Öl- und Gasindustrie eingesetzt.</p>' +
          '<p>Wir liefern Original-Ersatzteile für Verdichter, Brennkammer und Turbine, darunter Lauf- und Leitschaufeln, DLE-Brenner und Stellantriebe, und übernehmen Boroskopinspektionen, Heißgasteiltausch sowie Wartung und Modernisierung der Steuerung.</p>',
        images: [
          { motif: 'plant', variant: 38 },
          { motif: 'blades', variant: 39 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 65 },
            description:
              '<h3>15-stufiger Verdichter</h3><p>Der Axialverdichter mit verstellbaren Eintrittsleitschaufeln und verstellbaren Leitschaufeln in den vorderen Stufen erreicht ein Druckverhältnis von etwa 21:1.</p>',
          },
          {
            image: { motif: 'combustor', variant: 66 },
            description:
              '<h3>Ringbrennkammer mit 30 DLE-Brennern</h3><p>Brenner der dritten DLE-Generation sorgen für niedrige NOx-Emissionen über einen weiten Lastbereich. Brenner und Hitzeschilde sind neu oder überholt erhältlich.</p>',
          },
          {
            image: { motif: 'control-room', variant: 67 },
            description:
              '<h3>Steuerung und Diagnose</h3><p>Wir unterstützen bei Wartung, Kalibrierung und Modernisierung der Leittechnik sowie bei Zustandsüberwachung und Diagnose.</p>',
          },
        ],
      },
    ],
  },

  // ================================================================== EN
  {
    lang: 'EN',
    name: 'Aeroderivative gas turbines',
    products: [
      {
        title: 'GE LM2500 gas turbine',
        type: 'Aeroderivative gas turbine',
        model: 'LM2500',
        power: 24.0,
        description:
          '<p>The <strong>GE LM2500</strong> is one of the most widely used aeroderivative gas turbines in the world. Derived from the CF6-6 aircraft engine, it delivers around 24 MW at ISO conditions with a thermal efficiency of about 36 % and combines a compact, lightweight design with fast start-up and high availability.</p>' +
          '<p>The LM2500 is used for power generation and cogeneration, as a mechanical drive for compressors and pumps in oil and gas production and pipelines, and for <strong>marine propulsion</strong> in frigates, destroyers, fast ferries and cruise ships.</p>' +
          '<p>TurboTech Rosdorf supplies original new and overhauled spare parts for the LM2500 – from HPC blades and VSV components to combustor liners, fuel nozzles and HPT hot-section parts. We also carry out borescope inspections, hot-section exchange, field balancing and control system maintenance.</p>',
        images: [
          { motif: 'turbine', variant: 21 },
          { motif: 'offshore', variant: 22 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 41 },
            description:
              '<h3>16-stage high-pressure compressor</h3><p>The compressor with inlet guide vanes and six stages of variable stator vanes reaches a pressure ratio of about 18:1. We supply blades, vanes, VSV bushings and actuators and perform compressor washing and borescope inspections.</p>',
          },
          {
            image: { motif: 'combustor', variant: 42 },
            description:
              '<h3>Annular combustor</h3><p>The single annular combustor with 30 fuel nozzles is designed for gas, liquid or dual fuel; a DLE version is available for low NOx emissions. We keep liners, fuel nozzles and igniters ready for hot-section exchange.</p>',
          },
          {
            image: { motif: 'rotor', variant: 43 },
            description:
              '<h3>Six-stage power turbine</h3><p>The aerodynamically coupled power turbine runs at 3,600 rpm and drives a generator or compressor directly. We overhaul and balance power turbine rotors in our workshop in Rosdorf.</p>',
          },
        ],
      },
      {
        title: 'GE LM2500+ gas turbine',
        type: 'Aeroderivative gas turbine',
        model: 'LM2500+',
        power: 30.2,
        description:
          '<p>The <strong>GE LM2500+</strong> is the uprated development of the LM2500. An additional zero stage in front of the compressor increases the air mass flow and raises the output to around 30 MW at an efficiency of about 38 %, while the dimensions and proven design of the core engine are largely retained.</p>' +
          '<p>The LM2500+ is available with a six-stage low-speed power turbine for generator drive or a two-stage high-speed power turbine (HSPT) for driving pipeline compressors. It is also installed in naval vessels, LNG carriers and on offshore platforms, where weight and footprint are decisive.</p>' +
          '<p>We supply original parts for the compressor, combustor, HPT and power turbine, assemble kits for hot-section exchange and support operators with borescope inspections, trend monitoring and control system upgrades.</p>',
        images: [
          { motif: 'turbine', variant: 23 },
          { motif: 'plant', variant: 24 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 44 },
            description:
              '<h3>17-stage compressor with zero stage</h3><p>The additional stage raises the airflow by around 10 % and the pressure ratio to about 23:1. Blades of the zero stage and the front stages are among the parts we can deliver at short notice.</p>',
          },
          {
            image: { motif: 'rotor', variant: 45 },
            description:
              '<h3>Power turbine options</h3><p>Six-stage power turbine at 3,600 rpm for generators, or a two-stage HSPT at up to 6,100 rpm for compressor drives. Bearings, seals and couplings are supplied new or overhauled.</p>',
          },
        ],
      },
      {
        title: 'GE LM2500+G4 gas turbine',
        type: 'Aeroderivative gas turbine',
        model: 'LM2500+G4',
        power: 35.3,
        description:
          '<p>The <strong>GE LM2500+G4</strong> is the most powerful version of the LM2500 family. Improved materials, coatings and cooling in the hot section allow higher firing temperatures and airflow, bringing the output to around 35 MW at an efficiency of about 39 %.</p>' +
          '<p>Operators use the LM2500+G4 for power generation in simple and combined cycle, as a mechanical drive for gas compression and LNG, and on FPSOs and offshore platforms. Its high power density and short start-up times also make it attractive for peaking and backup duty.</p>' +
          '<p>TurboTech Rosdorf delivers original G4-specific hot-section parts, DLE combustion components and accessories, and offers borescope inspections, engine exchange support and 24/7 service.</p>',
        images: [{ motif: 'turbine', variant: 25 }],
        properties: [
          {
            image: { motif: 'combustor', variant: 46 },
            description:
              '<h3>Dry low emissions combustion</h3><p>The DLE combustor with premixers keeps NOx emissions low without water or steam injection. We supply premixers, liners, heat shields and staging valves.</p>',
          },
          {
            image: { motif: 'control-room', variant: 47 },
            description:
              '<h3>Control and monitoring</h3><p>Modern control systems based on Mark VIe or Woodward handle fuel staging, protection and remote monitoring. We maintain, calibrate and upgrade the control system and instrumentation.</p>',
          },
        ],
      },
      {
        title: 'GE LM6000 PC/PD gas turbine',
        type: 'Aeroderivative gas turbine',
        model: 'LM6000',
        power: 50.5,
        description:
          '<p>The <strong>GE LM6000</strong> is a twin-spool aeroderivative gas turbine derived from the CF6-80C2 aircraft engine. Depending on the version (PC, PD, PF, PG) it delivers up to about 50 MW with a simple-cycle efficiency of over 40 %; at 60 Hz the generator is driven directly at 3,600 rpm without a gearbox.</p>' +
          '<p>The LM6000 is a proven workhorse of peaking and mid-merit power plants, cogeneration and combined cycle installations, and is used in the oil and gas industry and on floating production units. The PC version has a single annular combustor with water or steam injection, the PD version a dry low emissions combustor.</p>' +
          '<p>We supply original LPC, HPC, combustor, HPT and LPT parts, DLE premixers, VBV and VSV actuators and accessory components, and offer hot-section exchange, borescope inspections, balancing and control system services.</p>',
        images: [
          { motif: 'plant', variant: 26 },
          { motif: 'turbine', variant: 27 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 48 },
            description:
              '<h3>Twin-spool compressor</h3><p>A five-stage low-pressure compressor and a 14-stage high-pressure compressor with variable stator vanes reach an overall pressure ratio of about 30:1. Variable bleed valves (VBV) protect the compressor at part load.</p>',
          },
          {
            image: { motif: 'combustor', variant: 49 },
            description:
              '<h3>SAC or DLE combustion</h3><p>The single annular combustor (SAC) allows gas and liquid fuel operation with water or steam injection, the DLE combustor low emissions without injection. Liners, nozzles and premixers are available new or overhauled.</p>',
          },
          {
            image: { motif: 'rotor', variant: 50 },
            description:
              '<h3>Five-stage low-pressure turbine</h3><p>The LPT drives the low-pressure compressor and the generator; 50 Hz units are fitted with a gearbox. We overhaul LPT modules and rotors in our workshop.</p>',
          },
        ],
      },
    ],
  },
  {
    lang: 'EN',
    name: 'Heavy-duty gas turbines',
    products: [
      {
        title: 'GE Frame 5 gas turbine',
        type: 'Heavy-duty gas turbine',
        model: 'MS5001',
        power: 26.3,
        description:
          '<p>The <strong>GE Frame 5</strong> (MS5001) is a robust single-shaft heavy-duty gas turbine with an output of around 26 MW. Thousands of units have been built since the 1960s, and thanks to continuous upgrades many of them are still in service today. The two-shaft MS5002 version is widely used as a compressor driver.</p>' +
          '<p>Typical applications are industrial power generation and cogeneration, mechanical drive of pipeline and reinjection compressors in oil and gas, and power supply for refineries and petrochemical plants. The Frame 5 handles a wide range of fuels, from natural gas and distillate to crude oil and process gases.</p>' +
          '<p>We supply original spare parts for the compressor, combustion system and hot gas path, carry out combustion, hot gas path and major inspections, overhaul rotors in our workshop and retrofit Speedtronic controls to Mark VIe.</p>',
        images: [{ motif: 'plant', variant: 28 }],
        properties: [
          {
            image: { motif: 'combustor', variant: 51 },
            description:
              '<h3>Ten can-annular combustors</h3><p>Reverse-flow combustion chambers with liners, transition pieces and crossfire tubes. For combustion inspections we supply complete part kits including spark plugs and flame detectors.</p>',
          },
          {
            image: { motif: 'control-room', variant: 52 },
            description:
              '<h3>Speedtronic control</h3><p>Many Frame 5 units still run on Speedtronic Mark II, IV or V. We maintain these systems, source spare cards and retrofit them to the Mark VIe control system.</p>',
          },
        ],
      },
      {
        title: 'GE Frame 6B gas turbine',
        type: 'Heavy-duty gas turbine',
        model: 'MS6001B',
        power: 42.5,
        description:
          '<p>The <strong>GE Frame 6B</strong> (MS6001B) is a heavy-duty gas turbine of around 42 MW, valued for its reliability and fuel flexibility. Through a load gear it drives generators for 50 and 60 Hz and operates in simple cycle, combined cycle and cogeneration.</p>' +
          '<p>Applications range from industrial power plants and district heating to refineries, LNG plants and mechanical drive in oil and gas. The Frame 6B burns natural gas, distillate, heavy fuel oil and process gases; the DLN-1 combustion system reduces NOx emissions.</p>' +
          '<p>TurboTech Rosdorf supplies original hot gas path parts, combustion components, compressor blades and accessories, new and overhauled, and provides inspections, laser alignment, workshop rotor overhaul and control system maintenance and upgrades.</p>',
        images: [
          { motif: 'plant', variant: 29 },
          { motif: 'rotor', variant: 30 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 53 },
            description:
              '<h3>17-stage axial compressor</h3><p>The compressor with variable inlet guide vanes reaches a pressure ratio of about 12:1. We supply rotor blades, stator vanes, IGV bushings and actuators.</p>',
          },
          {
            image: { motif: 'rotor', variant: 54 },
            description:
              '<h3>Three-stage turbine</h3><p>Buckets and nozzles of all three stages as well as shroud blocks are available new or overhauled. During a major inspection we check and overhaul the complete rotor.</p>',
          },
          {
            image: null,
            description:
              '<h3>Fuel flexibility</h3><p>Ten can-annular combustors for gas, liquid or dual fuel; a DLN-1 retrofit significantly reduces NOx emissions. We advise on conversions and inspection intervals.</p>',
          },
        ],
      },
      {
        title: 'GE Frame 7EA gas turbine',
        type: 'Heavy-duty gas turbine',
        model: 'MS7001EA',
        power: 85.1,
        description:
          '<p>The <strong>GE Frame 7EA</strong> (MS7001EA) is a 60 Hz heavy-duty gas turbine with an output of around 85 MW. It runs at 3,600 rpm, drives the generator directly and is known for its high availability in base load and peaking duty.</p>' +
          '<p>The Frame 7EA is used by utilities and industrial operators in simple and combined cycle as well as in cogeneration, including in the oil and gas industry. With the DLN-1 combustion system it meets strict emission limits.</p>' +
          '<p>We supply original parts for the compressor, combustors and hot gas path, carry out combustion and hot gas path inspections, overhaul rotors and maintain, calibrate and upgrade Mark V and Mark VIe controls.</p>',
        images: [
          { motif: 'plant', variant: 31 },
          { motif: 'turbine', variant: 32 },
        ],
        properties: [
          {
            image: { motif: 'combustor', variant: 55 },
            description:
              '<h3>DLN-1 combustion system</h3><p>Ten can-annular combustors with primary and secondary fuel nozzles, liner caps, flow sleeves and transition pieces. Complete combustion kits are available for inspections.</p>',
          },
          {
            image: { motif: 'control-room', variant: 56 },
            description:
              '<h3>Mark VIe control</h3><p>We upgrade Speedtronic controls to Mark VIe, handle commissioning, instrumentation calibration and troubleshooting, and support the system with remote monitoring.</p>',
          },
        ],
      },
      {
        title: 'GE Frame 9E gas turbine',
        type: 'Heavy-duty gas turbine',
        model: 'MS9001E',
        power: 132.0,
        description:
          '<p>The <strong>GE Frame 9E</strong> (MS9001E) is a 50 Hz heavy-duty gas turbine with an output of around 132 MW. It drives the generator directly at 3,000 rpm and is one of the most fuel-flexible machines in its class – from natural gas and distillate to heavy fuel oil, crude, syngas and refinery gases.</p>' +
          '<p>The Frame 9E is used worldwide in power plants, desalination plants and large industrial sites, in simple cycle as well as in combined cycle. Numerous units in Central Asia, Europe, the Emirates and China demonstrate its reliability in continuous operation.</p>' +
          '<p>We supply original spare parts for the compressor, the 14 combustors and the hot gas path, and offer inspections, rotor overhaul, workshop and field balancing, and exchange of hot section and combustion chamber.</p>',
        images: [
          { motif: 'plant', variant: 33 },
          { motif: 'rotor', variant: 34 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 57 },
            description:
              '<h3>17-stage compressor</h3><p>The axial compressor with variable inlet guide vanes provides the air mass flow for 14 combustors. We supply blades for all stages and perform borescope inspections.</p>',
          },
          {
            image: { motif: 'combustor', variant: 58 },
            description:
              '<h3>14 can-annular combustors</h3><p>Liners, transition pieces, fuel nozzles and crossfire tubes for standard and DLN combustors are available new or overhauled.</p>',
          },
          {
            image: { motif: 'rotor', variant: 59 },
            description:
              '<h3>Three-stage turbine</h3><p>Buckets, nozzle segments and shroud blocks for all stages; overhaul and balancing of complete rotors in our workshop in Rosdorf.</p>',
          },
        ],
      },
    ],
  },
  {
    lang: 'EN',
    name: 'Industrial gas turbines (Siemens SGT)',
    products: [
      {
        title: 'Siemens SGT-400 gas turbine',
        type: 'Industrial gas turbine',
        model: 'SGT-400',
        power: 13.4,
        description:
          '<p>The <strong>Siemens SGT-400</strong> is a twin-shaft industrial gas turbine in the 13–15 MW class. It combines a high efficiency of around 35 % with a compact package and dry low emissions (DLE) combustion.</p>' +
          '<p>The SGT-400 is used for power generation and cogeneration, as a mechanical drive for compressors and pumps, and on offshore platforms and FPSOs.</p>' +
          '<p>We supply original spare parts for the compressor, burners, compressor turbine and power turbine, carry out borescope and hot gas path inspections, and provide field balancing, laser alignment and control system maintenance.</p>',
        images: [
          { motif: 'offshore', variant: 35 },
          { motif: 'turbine', variant: 36 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 60 },
            description:
              '<h3>11-stage compressor</h3><p>Axial compressor with variable inlet and stator vanes for stable part-load operation. Blades and actuators are supplied new or overhauled.</p>',
          },
          {
            image: { motif: 'combustor', variant: 61 },
            description:
              '<h3>Six DLE can combustors</h3><p>Reverse-flow combustors with DLE burners and pilot burners for low emissions. Burners, liners and igniters are kept in stock for inspections.</p>',
          },
          {
            image: { motif: 'rotor', variant: 62 },
            description:
              '<h3>Twin-shaft design</h3><p>A two-stage compressor turbine and a two-stage power turbine allow variable-speed drive of compressors and pumps.</p>',
          },
        ],
      },
      {
        title: 'Siemens SGT-600 gas turbine',
        type: 'Industrial gas turbine',
        model: 'SGT-600',
        power: 24.5,
        description:
          '<p>The <strong>Siemens SGT-600</strong>, formerly known as GT10B, is a twin-shaft industrial gas turbine of around 24.5 MW. It is regarded as a robust and easy-to-maintain machine for continuous operation.</p>' +
          '<p>The SGT-600 is used in power generation, combined cycle and CHP plants and as a mechanical drive for pipeline and process compressors in the oil and gas industry, including offshore.</p>' +
          '<p>TurboTech Rosdorf supplies original turbine blades and vanes, DLE burners, heat shields, bearings and accessories, and offers inspections, overhaul and control system upgrades.</p>',
        images: [{ motif: 'turbine', variant: 37 }],
        properties: [
          {
            image: { motif: 'combustor', variant: 63 },
            description:
              '<h3>Annular combustor with 18 DLE burners</h3><p>The annular combustor with 18 dry low emissions burners achieves low emissions on gas and liquid fuel. We supply burners and heat shield tiles.</p>',
          },
          {
            image: { motif: 'rotor', variant: 64 },
            description:
              '<h3>Power turbine for mechanical drive</h3><p>The free two-stage power turbine drives compressors directly. Bearings, seals and blades are supplied new or overhauled.</p>',
          },
        ],
      },
      {
        title: 'Siemens SGT-800 gas turbine',
        type: 'Industrial gas turbine',
        model: 'SGT-800',
        power: 62.5,
        description:
          '<p>The <strong>Siemens SGT-800</strong> (formerly GTX100) is a single-shaft industrial gas turbine with ratings of up to around 62.5 MW. It reaches an efficiency of over 40 % in simple cycle and considerably more in combined cycle.</p>' +
          '<p>The SGT-800 is used mainly in combined cycle power plants, in cogeneration for industry and district heating, and in the oil and gas industry.</p>' +
          '<p>We supply original spare parts for the compressor, combustor and turbine, including blades, vanes, DLE burners and actuators, and provide borescope inspections, hot-section exchange and control system maintenance and upgrades.</p>',
        images: [
          { motif: 'plant', variant: 38 },
          { motif: 'blades', variant: 39 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 65 },
            description:
              '<h3>15-stage compressor</h3><p>The axial compressor with variable inlet guide vanes and variable stator vanes in the front stages reaches a pressure ratio of about 21:1.</p>',
          },
          {
            image: { motif: 'combustor', variant: 66 },
            description:
              '<h3>Annular combustor with 30 DLE burners</h3><p>Third-generation DLE burners ensure low NOx emissions over a wide load range. Burners and heat shields are available new or overhauled.</p>',
          },
          {
            image: { motif: 'control-room', variant: 67 },
            description:
              '<h3>Control and diagnostics</h3><p>We support maintenance, calibration and modernisation of the control system as well as condition monitoring and diagnostics.</p>',
          },
        ],
      },
    ],
  },

  // ================================================================== RU
  {
    lang: 'RU',
    name: 'Авиапроизводные газовые турбины',
    products: [
      {
        title: 'Газовая турбина GE LM2500',
        type: 'Авиапроизводная газовая турбина',
        model: 'LM2500',
        power: 24.0,
        description:
          '<p><strong>GE LM2500</strong> – одна из самых распространённых в мире авиапроизводных газовых турбин. Созданная на базе авиадвигателя CF6-6, она развивает в условиях ISO около 24 МВт при КПД около 36 % и сочетает компактную лёгкую конструкцию с быстрым пуском и высокой готовностью.</p>' +
          '<p>LM2500 применяется для выработки электроэнергии и в когенерации, в качестве механического привода компрессоров и насосов при добыче и транспортировке нефти и газа, а также в <strong>судовых энергетических установках</strong> фрегатов, эсминцев, скоростных паромов и круизных лайнеров.</p>' +
          '<p>TurboTech Rosdorf поставляет оригинальные новые и отремонтированные запасные части для LM2500 – от лопаток КВД и компонентов VSV до жаровых труб, топливных форсунок и деталей горячей части ТВД. Мы также выполняем бороскопические инспекции, замену горячей части, балансировку на месте и обслуживание системы управления.</p>',
        images: [
          { motif: 'turbine', variant: 21 },
          { motif: 'offshore', variant: 22 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 41 },
            description:
              '<h3>16-ступенчатый компрессор высокого давления</h3><p>Компрессор с входным направляющим аппаратом и шестью ступенями поворотных направляющих лопаток обеспечивает степень повышения давления около 18:1. Мы поставляем рабочие и направляющие лопатки, втулки и приводы VSV, выполняем промывку компрессора и бороскопию.</p>',
          },
          {
            image: { motif: 'combustor', variant: 42 },
            description:
              '<h3>Кольцевая камера сгорания</h3><p>Кольцевая камера сгорания с 30 топливными форсунками рассчитана на газ, жидкое топливо или двухтопливный режим; для снижения выбросов NOx предлагается исполнение DLE. Жаровые трубы, форсунки и свечи зажигания мы держим наготове для замены горячей части.</p>',
          },
          {
            image: { motif: 'rotor', variant: 43 },
            description:
              '<h3>Шестиступенчатая силовая турбина</h3><p>Газодинамически связанная силовая турбина вращается с частотой 3600 об/мин и напрямую приводит генератор или компрессор. Роторы силовой турбины мы ремонтируем и балансируем в нашем цехе в Росдорфе.</p>',
          },
        ],
      },
      {
        title: 'Газовая турбина GE LM2500+',
        type: 'Авиапроизводная газовая турбина',
        model: 'LM2500+',
        power: 30.2,
        description:
          '<p><strong>GE LM2500+</strong> – форсированная модификация LM2500. Дополнительная нулевая ступень перед компрессором увеличивает расход воздуха и поднимает мощность примерно до 30 МВт при КПД около 38 %, при этом габариты и проверенная конструкция газогенератора в основном сохранены.</p>' +
          '<p>LM2500+ выпускается с шестиступенчатой низкооборотной силовой турбиной для привода генератора или с двухступенчатой высокооборотной силовой турбиной (HSPT) для привода компрессоров газопроводов. Турбина также устанавливается на военных кораблях, газовозах СПГ и морских платформах, где решающее значение имеют масса и габариты.</p>' +
          '<p>Мы поставляем оригинальные детали компрессора, камеры сгорания, ТВД и силовой турбины, комплектуем наборы для замены горячей части и поддерживаем операторов бороскопическими инспекциями, трендовым мониторингом и модернизацией систем управления.</p>',
        images: [
          { motif: 'turbine', variant: 23 },
          { motif: 'plant', variant: 24 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 44 },
            description:
              '<h3>17-ступенчатый компрессор с нулевой ступенью</h3><p>Дополнительная ступень увеличивает расход воздуха примерно на 10 %, а степень повышения давления – приблизительно до 23:1. Лопатки нулевой и первых ступеней входят в число деталей, которые мы можем поставить в короткие сроки.</p>',
          },
          {
            image: { motif: 'rotor', variant: 45 },
            description:
              '<h3>Варианты силовой турбины</h3><p>Шестиступенчатая силовая турбина на 3600 об/мин для генераторов или двухступенчатая HSPT с частотой вращения до 6100 об/мин для привода компрессоров. Подшипники, уплотнения и муфты поставляются новыми или после ремонта.</p>',
          },
        ],
      },
      {
        title: 'Газовая турбина GE LM2500+G4',
        type: 'Авиапроизводная газовая турбина',
        model: 'LM2500+G4',
        power: 35.3,
        description:
          '<p><strong>GE LM2500+G4</strong> – самая мощная модификация семейства LM2500. Усовершенствованные материалы, покрытия и охлаждение горячей части позволяют повысить температуру газа перед турбиной и расход воздуха, благодаря чему мощность достигает примерно 35 МВт при КПД около 39 %.</p>' +
          '<p>Операторы используют LM2500+G4 для выработки электроэнергии в простом и парогазовом цикле, в качестве механического привода при компримировании газа и на заводах СПГ, а также на FPSO и морских платформах. Высокая удельная мощность и короткое время пуска делают её привлекательной и для пикового и резервного режимов.</p>' +
          '<p>TurboTech Rosdorf поставляет оригинальные детали горячей части исполнения G4, компоненты камеры сгорания DLE и комплектующие, а также предлагает бороскопические инспекции, содействие при замене двигателя и круглосуточную техническую поддержку.</p>',
        images: [{ motif: 'turbine', variant: 25 }],
        properties: [
          {
            image: { motif: 'combustor', variant: 46 },
            description:
              '<h3>Малоэмиссионное сжигание (DLE)</h3><p>Камера сгорания DLE с модулями предварительного смешения обеспечивает низкие выбросы NOx без впрыска воды или пара. Мы поставляем модули смешения, жаровые трубы, теплозащитные экраны и клапаны ступенчатой подачи топлива.</p>',
          },
          {
            image: { motif: 'control-room', variant: 47 },
            description:
              '<h3>Управление и мониторинг</h3><p>Современные системы управления на базе Mark VIe или Woodward отвечают за ступенчатую подачу топлива, защиты и удалённый мониторинг. Мы обслуживаем, калибруем и модернизируем систему управления и КИП.</p>',
          },
        ],
      },
      {
        title: 'Газовая турбина GE LM6000 PC/PD',
        type: 'Авиапроизводная газовая турбина',
        model: 'LM6000',
        power: 50.5,
        description:
          '<p><strong>GE LM6000</strong> – двухвальная авиапроизводная газовая турбина, созданная на базе авиадвигателя CF6-80C2. В зависимости от исполнения (PC, PD, PF, PG) она развивает до 50 МВт с КПД в простом цикле более 40 %; при 60 Гц генератор приводится напрямую с частотой 3600 об/мин без редуктора.</p>' +
          '<p>LM6000 – надёжная рабочая лошадка пиковых и полупиковых электростанций, когенерационных и парогазовых установок; она также применяется в нефтегазовой отрасли и на плавучих добычных комплексах. Исполнение PC оснащено кольцевой камерой сгорания с впрыском воды или пара, исполнение PD – малоэмиссионной камерой сгорания DLE.</p>' +
          '<p>Мы поставляем оригинальные детали КНД, КВД, камеры сгорания, ТВД и ТНД, модули предварительного смешения DLE, приводы VBV и VSV, а также комплектующие, и выполняем замену горячей части, бороскопические инспекции, балансировку и работы по системе управления.</p>',
        images: [
          { motif: 'plant', variant: 26 },
          { motif: 'turbine', variant: 27 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 48 },
            description:
              '<h3>Двухкаскадный компрессор</h3><p>Пятиступенчатый компрессор низкого давления и 14-ступенчатый компрессор высокого давления с поворотными направляющими лопатками обеспечивают общую степень повышения давления около 30:1. Клапаны перепуска воздуха (VBV) защищают компрессор на частичных нагрузках.</p>',
          },
          {
            image: { motif: 'combustor', variant: 49 },
            description:
              '<h3>Камера сгорания SAC или DLE</h3><p>Стандартная кольцевая камера сгорания (SAC) допускает работу на газе и жидком топливе с впрыском воды или пара, камера DLE – низкие выбросы без впрыска. Жаровые трубы, форсунки и модули смешения доступны новыми или после ремонта.</p>',
          },
          {
            image: { motif: 'rotor', variant: 50 },
            description:
              '<h3>Пятиступенчатая турбина низкого давления</h3><p>ТНД приводит компрессор низкого давления и генератор; агрегаты на 50 Гц оснащаются редуктором. Модули и роторы ТНД мы ремонтируем в собственном цехе.</p>',
          },
        ],
      },
    ],
  },
  {
    lang: 'RU',
    name: 'Тяжёлые промышленные газовые турбины',
    products: [
      {
        title: 'Газовая турбина GE Frame 5',
        type: 'Тяжёлая промышленная газовая турбина',
        model: 'MS5001',
        power: 26.3,
        description:
          '<p><strong>GE Frame 5</strong> (MS5001) – надёжная одновальная газовая турбина тяжёлого типа мощностью около 26 МВт. С 1960-х годов построены тысячи таких агрегатов, и благодаря постоянной модернизации многие из них эксплуатируются до сих пор. Двухвальное исполнение MS5002 широко применяется для привода компрессоров.</p>' +
          '<p>Типичные области применения – выработка электроэнергии и когенерация на промышленных предприятиях, механический привод компрессоров газопроводов и обратной закачки газа в нефтегазовой отрасли, энергоснабжение нефтеперерабатывающих и нефтехимических заводов. Frame 5 работает на широком спектре топлив – от природного газа и дизельного топлива до сырой нефти и технологических газов.</p>' +
          '<p>Мы поставляем оригинальные запасные части для компрессора, системы сгорания и горячего тракта, выполняем инспекции камер сгорания и горячего тракта, капитальные ремонты, ремонт роторов в собственном цехе, а также модернизацию систем Speedtronic до Mark VIe.</p>',
        images: [{ motif: 'plant', variant: 28 }],
        properties: [
          {
            image: { motif: 'combustor', variant: 51 },
            description:
              '<h3>Десять трубчато-кольцевых камер сгорания</h3><p>Противоточные камеры сгорания с жаровыми трубами, переходными патрубками и пламяперебрасывающими патрубками. Для инспекций камер сгорания мы поставляем полные комплекты, включая свечи зажигания и датчики пламени.</p>',
          },
          {
            image: { motif: 'control-room', variant: 52 },
            description:
              '<h3>Система управления Speedtronic</h3><p>Многие агрегаты Frame 5 до сих пор работают под управлением Speedtronic Mark II, IV или V. Мы обслуживаем эти системы, поставляем запасные платы и выполняем модернизацию до системы управления Mark VIe.</p>',
          },
        ],
      },
      {
        title: 'Газовая турбина GE Frame 6B',
        type: 'Тяжёлая промышленная газовая турбина',
        model: 'MS6001B',
        power: 42.5,
        description:
          '<p><strong>GE Frame 6B</strong> (MS6001B) – газовая турбина тяжёлого типа мощностью около 42 МВт, которую ценят за надёжность и топливную гибкость. Через нагрузочный редуктор она приводит генераторы на 50 и 60 Гц и работает в простом и парогазовом цикле, а также в когенерации.</p>' +
          '<p>Области применения – от промышленных электростанций и централизованного теплоснабжения до нефтеперерабатывающих заводов, заводов СПГ и механического привода в нефтегазовой отрасли. Frame 6B работает на природном газе, дизельном топливе, тяжёлом жидком топливе и технологических газах; система сгорания DLN-1 снижает выбросы NOx.</p>' +
          '<p>TurboTech Rosdorf поставляет оригинальные детали горячего тракта, компоненты системы сгорания, лопатки компрессора и комплектующие – новые и после ремонта – и выполняет инспекции, лазерную центровку, ремонт роторов в цехе, а также обслуживание и модернизацию систем управления.</p>',
        images: [
          { motif: 'plant', variant: 29 },
          { motif: 'rotor', variant: 30 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 53 },
            description:
              '<h3>17-ступенчатый осевой компрессор</h3><p>Компрессор с поворотным входным направляющим аппаратом обеспечивает степень повышения давления около 12:1. Мы поставляем рабочие и направляющие лопатки, втулки и приводы ВНА.</p>',
          },
          {
            image: { motif: 'rotor', variant: 54 },
            description:
              '<h3>Трёхступенчатая турбина</h3><p>Рабочие и сопловые лопатки всех трёх ступеней, а также бандажные сегменты доступны новыми или после ремонта. При капитальном ремонте мы проверяем и восстанавливаем ротор целиком.</p>',
          },
          {
            image: null,
            description:
              '<h3>Топливная гибкость</h3><p>Десять трубчато-кольцевых камер сгорания для газа, жидкого топлива или двухтопливного режима; модернизация до DLN-1 значительно снижает выбросы NOx. Мы консультируем по переоснащению и межремонтным интервалам.</p>',
          },
        ],
      },
      {
        title: 'Газовая турбина GE Frame 7EA',
        type: 'Тяжёлая промышленная газовая турбина',
        model: 'MS7001EA',
        power: 85.1,
        description:
          '<p><strong>GE Frame 7EA</strong> (MS7001EA) – газовая турбина тяжёлого типа на 60 Гц мощностью около 85 МВт. Она вращается с частотой 3600 об/мин, напрямую приводит генератор и известна высокой готовностью в базовом и пиковом режимах.</p>' +
          '<p>Frame 7EA используется энергокомпаниями и промышленными предприятиями в простом и парогазовом цикле, а также в когенерации, в том числе в нефтегазовой отрасли. Благодаря системе сгорания DLN-1 турбина соответствует строгим нормам по выбросам.</p>' +
          '<p>Мы поставляем оригинальные детали компрессора, камер сгорания и горячего тракта, выполняем инспекции камер сгорания и горячего тракта, ремонт роторов, а также обслуживание, калибровку и модернизацию систем управления Mark V и Mark VIe.</p>',
        images: [
          { motif: 'plant', variant: 31 },
          { motif: 'turbine', variant: 32 },
        ],
        properties: [
          {
            image: { motif: 'combustor', variant: 55 },
            description:
              '<h3>Система сгорания DLN-1</h3><p>Десять трубчато-кольцевых камер сгорания с первичными и вторичными форсунками, крышками жаровых труб, проточными гильзами и переходными патрубками. Для инспекций доступны полные комплекты камер сгорания.</p>',
          },
          {
            image: { motif: 'control-room', variant: 56 },
            description:
              '<h3>Система управления Mark VIe</h3><p>Мы модернизируем системы Speedtronic до Mark VIe, выполняем пусконаладку, калибровку КИП и поиск неисправностей, а также сопровождаем систему с помощью удалённого мониторинга.</p>',
          },
        ],
      },
      {
        title: 'Газовая турбина GE Frame 9E',
        type: 'Тяжёлая промышленная газовая турбина',
        model: 'MS9001E',
        power: 132.0,
        description:
          '<p><strong>GE Frame 9E</strong> (MS9001E) – газовая турбина тяжёлого типа на 50 Гц мощностью около 132 МВт. Она напрямую приводит генератор с частотой 3000 об/мин и является одной из самых гибких по топливу машин своего класса – от природного газа и дизельного топлива до мазута, сырой нефти, синтез-газа и нефтезаводских газов.</p>' +
          '<p>Frame 9E эксплуатируется по всему миру на электростанциях, опреснительных установках и крупных промышленных объектах – как в простом, так и в парогазовом цикле. Многочисленные агрегаты в Центральной Азии, Европе, ОАЭ и Китае подтверждают её надёжность в непрерывной эксплуатации.</p>' +
          '<p>Мы поставляем оригинальные запасные части для компрессора, 14 камер сгорания и горячего тракта и предлагаем инспекции, ремонт роторов, балансировку в цехе и на месте, а также замену горячей части и камеры сгорания.</p>',
        images: [
          { motif: 'plant', variant: 33 },
          { motif: 'rotor', variant: 34 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 57 },
            description:
              '<h3>17-ступенчатый компрессор</h3><p>Осевой компрессор с поворотным входным направляющим аппаратом обеспечивает расход воздуха для 14 камер сгорания. Мы поставляем лопатки всех ступеней и выполняем бороскопические инспекции.</p>',
          },
          {
            image: { motif: 'combustor', variant: 58 },
            description:
              '<h3>14 трубчато-кольцевых камер сгорания</h3><p>Жаровые трубы, переходные патрубки, топливные форсунки и пламяперебрасывающие патрубки для стандартных камер сгорания и камер DLN доступны новыми или после ремонта.</p>',
          },
          {
            image: { motif: 'rotor', variant: 59 },
            description:
              '<h3>Трёхступенчатая турбина</h3><p>Рабочие лопатки, сегменты сопловых аппаратов и бандажные сегменты всех ступеней; ремонт и балансировка роторов в сборе в нашем цехе в Росдорфе.</p>',
          },
        ],
      },
    ],
  },
  {
    lang: 'RU',
    name: 'Промышленные газовые турбины (Siemens SGT)',
    products: [
      {
        title: 'Газовая турбина Siemens SGT-400',
        type: 'Промышленная газовая турбина',
        model: 'SGT-400',
        power: 13.4,
        description:
          '<p><strong>Siemens SGT-400</strong> – двухвальная промышленная газовая турбина класса 13–15 МВт. Она сочетает высокий КПД около 35 % с компактным исполнением агрегата и малоэмиссионной системой сгорания (DLE).</p>' +
          '<p>SGT-400 применяется для выработки электроэнергии и в когенерации, в качестве механического привода компрессоров и насосов, а также на морских платформах и FPSO.</p>' +
          '<p>Мы поставляем оригинальные запасные части для компрессора, горелок, турбины компрессора и силовой турбины, выполняем бороскопические инспекции и инспекции горячего тракта, балансировку на месте, лазерную центровку и обслуживание системы управления.</p>',
        images: [
          { motif: 'offshore', variant: 35 },
          { motif: 'turbine', variant: 36 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 60 },
            description:
              '<h3>11-ступенчатый компрессор</h3><p>Осевой компрессор с поворотными входными и направляющими лопатками для устойчивой работы на частичных нагрузках. Лопатки и приводы поставляются новыми или после ремонта.</p>',
          },
          {
            image: { motif: 'combustor', variant: 61 },
            description:
              '<h3>Шесть трубчатых камер сгорания DLE</h3><p>Противоточные камеры сгорания с горелками DLE и пилотными горелками для низких выбросов. Горелки, жаровые трубы и свечи зажигания имеются на складе для инспекций.</p>',
          },
          {
            image: { motif: 'rotor', variant: 62 },
            description:
              '<h3>Двухвальная схема</h3><p>Двухступенчатая турбина компрессора и двухступенчатая силовая турбина обеспечивают привод компрессоров и насосов с переменной частотой вращения.</p>',
          },
        ],
      },
      {
        title: 'Газовая турбина Siemens SGT-600',
        type: 'Промышленная газовая турбина',
        model: 'SGT-600',
        power: 24.5,
        description:
          '<p><strong>Siemens SGT-600</strong>, ранее известная как GT10B, – двухвальная промышленная газовая турбина мощностью около 24,5 МВт. Она считается надёжной и удобной в обслуживании машиной для непрерывной эксплуатации.</p>' +
          '<p>SGT-600 применяется в энергетике, на парогазовых и когенерационных установках, а также в качестве механического привода компрессоров газопроводов и технологических компрессоров в нефтегазовой отрасли, в том числе на шельфе.</p>' +
          '<p>TurboTech Rosdorf поставляет оригинальные рабочие и сопловые лопатки турбины, горелки DLE, теплозащитные экраны, подшипники и комплектующие, а также предлагает инспекции, ремонт и модернизацию систем управления.</p>',
        images: [{ motif: 'turbine', variant: 37 }],
        properties: [
          {
            image: { motif: 'combustor', variant: 63 },
            description:
              '<h3>Кольцевая камера сгорания с 18 горелками DLE</h3><p>Кольцевая камера сгорания с 18 малоэмиссионными горелками обеспечивает низкие выбросы при работе на газе и жидком топливе. Мы поставляем горелки и теплозащитную плитку.</p>',
          },
          {
            image: { motif: 'rotor', variant: 64 },
            description:
              '<h3>Силовая турбина для механического привода</h3><p>Свободная двухступенчатая силовая турбина напрямую приводит компрессоры. Подшипники, уплотнения и лопатки поставляются новыми или после ремонта.</p>',
          },
        ],
      },
      {
        title: 'Газовая турбина Siemens SGT-800',
        type: 'Промышленная газовая турбина',
        model: 'SGT-800',
        power: 62.5,
        description:
          '<p><strong>Siemens SGT-800</strong> (ранее GTX100) – одновальная промышленная газовая турбина мощностью до 62,5 МВт. В простом цикле её КПД превышает 40 %, в парогазовом – значительно выше.</p>' +
          '<p>SGT-800 применяется прежде всего на парогазовых электростанциях, в когенерации для промышленности и централизованного теплоснабжения, а также в нефтегазовой отрасли.</p>' +
          '<p>Мы поставляем оригинальные запасные части для компрессора, камеры сгорания и турбины – рабочие и сопловые лопатки, горелки DLE и приводы – и выполняем бороскопические инспекции, замену горячей части, обслуживание и модернизацию систем управления.</p>',
        images: [
          { motif: 'plant', variant: 38 },
          { motif: 'blades', variant: 39 },
        ],
        properties: [
          {
            image: { motif: 'blades', variant: 65 },
            description:
              '<h3>15-ступенчатый компрессор</h3><p>Осевой компрессор с поворотным входным направляющим аппаратом и поворотными направляющими лопатками первых ступеней обеспечивает степень повышения давления около 21:1.</p>',
          },
          {
            image: { motif: 'combustor', variant: 66 },
            description:
              '<h3>Кольцевая камера сгорания с 30 горелками DLE</h3><p>Горелки DLE третьего поколения обеспечивают низкие выбросы NOx в широком диапазоне нагрузок. Горелки и теплозащитные экраны доступны новыми или после ремонта.</p>',
          },
          {
            image: { motif: 'control-room', variant: 67 },
            description:
              '<h3>Управление и диагностика</h3><p>Мы выполняем обслуживание, калибровку и модернизацию системы управления, а также мониторинг технического состояния и диагностику.</p>',
          },
        ],
      },
    ],
  },
];
