import type { SeedPage } from './types.ts';

/* ------------------------------------------------------------------ */
/* Contact / imprint                                                   */
/* ------------------------------------------------------------------ */

const contactDe = `<h2>Kontakt</h2>
<p>Ob Ersatzteilanfrage, Angebot für eine Inspektion oder technische Rückfrage: Schreiben Sie uns über das Formular auf dieser Seite, per E-Mail an <a href="mailto:info@turbotech-rosdorf.de">info@turbotech-rosdorf.de</a> oder rufen Sie uns an. Wir beraten Sie auf Deutsch, Englisch und Russisch.</p>
<h3>Geschäftszeiten</h3>
<p>Montag bis Freitag von 8:00 bis 17:00 Uhr (MEZ/MESZ).</p>
<h3>24/7-Service-Hotline</h3>
<p>Bei Störungen und ungeplanten Stillständen ist unser Service rund um die Uhr, an 365 Tagen im Jahr, unter <strong>+49 551 2094 5560</strong> erreichbar. Außerhalb der Geschäftszeiten wird Ihr Anruf direkt an den diensthabenden Serviceingenieur weitergeleitet.</p>
<h2>Impressum</h2>
<p>Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)</p>
<p><strong>TurboTech Rosdorf GmbH</strong></p>
<ul>
<li>Anschrift: Hauptstraße 12, 37124 Rosdorf, Deutschland</li>
<li>Telefon: +49 551 2094 5560</li>
<li>E-Mail: <a href="mailto:info@turbotech-rosdorf.de">info@turbotech-rosdorf.de</a></li>
</ul>
<h3>Vertretungsberechtigter Geschäftsführer</h3>
<p>Dipl.-Ing. Michael Kessler</p>
<h3>Registereintrag</h3>
<p>Eintragung im Handelsregister. Registergericht: Amtsgericht Göttingen, Registernummer: HRB 204518</p>
<h3>Umsatzsteuer-Identifikationsnummer</h3>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE287415902</p>
<h3>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h3>
<p>Dipl.-Ing. Michael Kessler, Hauptstraße 12, 37124 Rosdorf</p>
<h3>Verbraucherstreitbeilegung</h3>
<p>Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
<p>Informationen zum Umgang mit Ihren Daten finden Sie in unserer <a href="/privacy-policy">Datenschutzerklärung</a>.</p>`;

const contactEn = `<h2>Contact</h2>
<p>Whether you need spare parts, a quotation for an inspection or an answer to a technical question, send us a message using the form on this page, e-mail us at <a href="mailto:info@turbotech-rosdorf.de">info@turbotech-rosdorf.de</a> or give us a call. We are happy to help in German, English and Russian.</p>
<h3>Office hours</h3>
<p>Monday to Friday, 8:00 a.m. to 5:00 p.m. (Central European Time).</p>
<h3>24/7 service hotline</h3>
<p>In the event of a trip or an unplanned outage, our service team is available around the clock, 365 days a year, on <strong>+49 551 2094 5560</strong>. Outside office hours your call is routed directly to the service engineer on duty.</p>
<h2>Legal notice (Impressum)</h2>
<p>Information pursuant to Section 5 of the German Digital Services Act (DDG)</p>
<p><strong>TurboTech Rosdorf GmbH</strong></p>
<ul>
<li>Address: Hauptstraße 12, 37124 Rosdorf, Germany</li>
<li>Phone: +49 551 2094 5560</li>
<li>E-mail: <a href="mailto:info@turbotech-rosdorf.de">info@turbotech-rosdorf.de</a></li>
</ul>
<h3>Managing director</h3>
<p>Michael Kessler, Dipl.-Ing.</p>
<h3>Commercial register</h3>
<p>Registered in the commercial register of the Local Court (Amtsgericht) of Göttingen under HRB 204518</p>
<h3>VAT identification number</h3>
<p>VAT ID pursuant to Section 27a of the German VAT Act: DE287415902</p>
<h3>Responsible for content pursuant to Section 18 (2) MStV</h3>
<p>Michael Kessler, Hauptstraße 12, 37124 Rosdorf, Germany</p>
<h3>Consumer dispute resolution</h3>
<p>We are neither willing nor obliged to participate in dispute resolution proceedings before a consumer arbitration board.</p>
<p>For information on how we handle your data, please see our <a href="/privacy-policy">privacy policy</a>.</p>`;

const contactRu = `<h2>Контакты</h2>
<p>Нужны запасные части, коммерческое предложение на инспекцию или консультация по техническому вопросу? Отправьте запрос через форму на этой странице, напишите нам на <a href="mailto:info@turbotech-rosdorf.de">info@turbotech-rosdorf.de</a> или позвоните. Мы работаем на немецком, английском и русском языках.</p>
<h3>Часы работы</h3>
<p>Понедельник — пятница, с 8:00 до 17:00 по центральноевропейскому времени.</p>
<h3>Круглосуточная горячая линия</h3>
<p>При аварийном останове или внеплановом простое оборудования наша сервисная служба доступна круглосуточно, 365 дней в году, по телефону <strong>+49 551 2094 5560</strong>. В нерабочее время звонок переадресуется непосредственно дежурному сервисному инженеру.</p>
<h2>Выходные данные (Impressum)</h2>
<p>Сведения согласно § 5 Закона Германии о цифровых услугах (DDG)</p>
<p><strong>TurboTech Rosdorf GmbH</strong></p>
<ul>
<li>Адрес: Hauptstraße 12, 37124 Rosdorf, Германия</li>
<li>Телефон: +49 551 2094 5560</li>
<li>Эл. почта: <a href="mailto:info@turbotech-rosdorf.de">info@turbotech-rosdorf.de</a></li>
</ul>
<h3>Управляющий директор</h3>
<p>Михаэль Кесслер (Dipl.-Ing. Michael Kessler)</p>
<h3>Регистрационные данные</h3>
<p>Компания зарегистрирована в Торговом реестре участкового суда Гёттингена (Amtsgericht Göttingen) под номером HRB 204518</p>
<h3>Идентификационный номер плательщика НДС</h3>
<p>USt-IdNr. согласно § 27a Закона Германии об НДС: DE287415902</p>
<h3>Ответственный за содержание согласно § 18 абз. 2 MStV</h3>
<p>Михаэль Кесслер, Hauptstraße 12, 37124 Rosdorf, Германия</p>
<h3>Урегулирование споров с потребителями</h3>
<p>Мы не готовы и не обязаны участвовать в процедурах урегулирования споров в потребительской арбитражной комиссии.</p>
<p>Порядок обработки ваших данных описан в нашей <a href="/privacy-policy">политике конфиденциальности</a>.</p>`;

/* ------------------------------------------------------------------ */
/* Privacy policy                                                      */
/* ------------------------------------------------------------------ */

const privacyDe = `<p>Der Schutz Ihrer personenbezogenen Daten ist uns ein wichtiges Anliegen. Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen, insbesondere der Datenschutz-Grundverordnung (DSGVO), des Bundesdatenschutzgesetzes (BDSG) und des Telekommunikation-Digitale-Dienste-Datenschutz-Gesetzes (TDDDG). Mit dieser Datenschutzerklärung informieren wir Sie darüber, welche Daten wir beim Besuch unserer Website erheben und wofür wir sie verwenden.</p>
<p>Verantwortlicher im Sinne der DSGVO ist die <strong>TurboTech Rosdorf GmbH</strong>, Hauptstraße 12, 37124 Rosdorf, Deutschland, vertreten durch den Geschäftsführer Dipl.-Ing. Michael Kessler, Telefon +49 551 2094 5560, E-Mail <a href="mailto:info@turbotech-rosdorf.de">info@turbotech-rosdorf.de</a>.</p>
<h2>1. Widerruf Ihrer Einwilligung zur Datenverarbeitung</h2>
<p>Einige Vorgänge der Datenverarbeitung sind nur mit Ihrer ausdrücklichen Einwilligung möglich (Art. 6 Abs. 1 lit. a DSGVO). Sie können eine bereits erteilte Einwilligung jederzeit mit Wirkung für die Zukunft widerrufen. Dazu genügt eine formlose Mitteilung, zum Beispiel per E-Mail an <a href="mailto:info@turbotech-rosdorf.de">info@turbotech-rosdorf.de</a>.</p>
<p>Die Rechtmäßigkeit der bis zum Widerruf erfolgten Datenverarbeitung bleibt vom Widerruf unberührt.</p>
<h2>2. Beschwerderecht bei der zuständigen Aufsichtsbehörde</h2>
<p>Im Falle eines Verstoßes gegen die DSGVO steht Ihnen nach Art. 77 DSGVO ein Beschwerderecht bei einer Aufsichtsbehörde zu, insbesondere in dem Mitgliedstaat Ihres gewöhnlichen Aufenthalts, Ihres Arbeitsplatzes oder des Orts des mutmaßlichen Verstoßes. Das Beschwerderecht besteht unbeschadet anderweitiger verwaltungsrechtlicher oder gerichtlicher Rechtsbehelfe.</p>
<p>Für unser Unternehmen zuständig ist die Datenschutzaufsichtsbehörde des Landes Niedersachsen (LfD Niedersachsen), Prinzenstraße 5, 30159 Hannover, <a href="https://www.lfd.niedersachsen.de">www.lfd.niedersachsen.de</a>.</p>
<h2>3. Recht auf Datenübertragbarkeit</h2>
<p>Sie haben das Recht, Daten, die wir auf Grundlage Ihrer Einwilligung oder zur Erfüllung eines Vertrags automatisiert verarbeiten, an sich oder an einen Dritten in einem gängigen, maschinenlesbaren Format aushändigen zu lassen (Art. 20 DSGVO).</p>
<p>Sofern Sie die direkte Übertragung der Daten an einen anderen Verantwortlichen verlangen, erfolgt dies nur, soweit es technisch machbar ist.</p>
<h2>4. Auskunft, Berichtigung, Einschränkung und Löschung</h2>
<p>Sie haben im Rahmen der geltenden gesetzlichen Bestimmungen jederzeit das Recht auf unentgeltliche Auskunft über Ihre gespeicherten personenbezogenen Daten, deren Herkunft und Empfänger sowie den Zweck der Verarbeitung (Art. 15 DSGVO). Darüber hinaus haben Sie das Recht auf Berichtigung (Art. 16 DSGVO), Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO) sowie ein Widerspruchsrecht gegen die Verarbeitung (Art. 21 DSGVO).</p>
<p>Für diese und weitere Fragen zum Thema Datenschutz können Sie sich jederzeit unter den im <a href="/imprint">Impressum</a> angegebenen Kontaktdaten an uns wenden.</p>
<h2>5. SSL- bzw. TLS-Verschlüsselung</h2>
<p>Aus Sicherheitsgründen und zum Schutz der Übertragung vertraulicher Inhalte, etwa der Anfragen, die Sie uns über diese Website senden, nutzt diese Website eine SSL- bzw. TLS-Verschlüsselung. Eine verschlüsselte Verbindung erkennen Sie daran, dass die Adresszeile des Browsers mit „https://“ beginnt und ein Schloss-Symbol angezeigt wird.</p>
<p>Bei aktivierter Verschlüsselung können die Daten, die Sie an uns übermitteln, nicht von Dritten mitgelesen werden.</p>
<h2>6. Server-Log-Dateien</h2>
<p>Beim Aufruf unserer Website erhebt und speichert der Server automatisch Informationen in sogenannten Server-Log-Dateien, die Ihr Browser übermittelt. Dies sind:</p>
<ul>
<li>Browsertyp und Browserversion</li>
<li>verwendetes Betriebssystem</li>
<li>Referrer-URL (die zuvor besuchte Seite)</li>
<li>Hostname des zugreifenden Rechners</li>
<li>Datum und Uhrzeit der Serveranfrage</li>
<li>IP-Adresse</li>
</ul>
<p>Eine Zusammenführung dieser Daten mit anderen Datenquellen findet nicht statt. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im technisch fehlerfreien und sicheren Betrieb der Website. Die Log-Dateien werden nach spätestens 14 Tagen gelöscht, sofern sie nicht zur Aufklärung eines konkreten Sicherheitsvorfalls benötigt werden.</p>
<h2>7. Datenübermittlung bei Vertragsschluss</h2>
<p>Personenbezogene Daten übermitteln wir an Dritte nur, wenn dies im Rahmen der Vertragsabwicklung erforderlich ist, etwa an die mit der Lieferung beauftragten Speditions- und Logistikunternehmen, an Zolldienstleister bei Exportlieferungen oder an das mit der Zahlungsabwicklung beauftragte Kreditinstitut. Liegt der Empfänger außerhalb der EU, erfolgt die Übermittlung nur, soweit sie zur Erfüllung des Vertrags notwendig ist (Art. 49 Abs. 1 lit. b DSGVO).</p>
<p>Eine darüber hinausgehende Übermittlung erfolgt nicht oder nur, wenn Sie ausdrücklich eingewilligt haben. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO; gesetzliche Aufbewahrungspflichten nach Handels- und Steuerrecht bleiben unberührt (Art. 6 Abs. 1 lit. c DSGVO).</p>
<h2>8. Kontaktformular</h2>
<p>Wenn Sie uns über eines der Anfrageformulare (Kontakt-, Angebots- oder Verfügbarkeitsanfrage) eine Nachricht senden, speichern wir Ihre Angaben – Name, Unternehmen, E-Mail-Adresse und Ihre Nachricht – zur Bearbeitung der Anfrage und für Anschlussfragen. Diese Daten geben wir nicht ohne Ihre Einwilligung weiter. Zum Schutz vor automatisierten Eingaben verwenden wir eine selbst betriebene Sicherheitsabfrage (CAPTCHA), für die keine externen Dienste eingebunden werden.</p>
<p>Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, sofern Ihre Anfrage mit der Erfüllung eines Vertrags zusammenhängt oder zur Durchführung vorvertraglicher Maßnahmen erforderlich ist; in allen übrigen Fällen beruht die Verarbeitung auf unserem berechtigten Interesse an der effektiven Bearbeitung von Anfragen (Art. 6 Abs. 1 lit. f DSGVO).</p>
<p>Die Daten verbleiben bei uns, bis Sie uns zur Löschung auffordern, Ihre Einwilligung widerrufen oder der Zweck der Speicherung entfällt. Anfragen und Bewerbungen werden einschließlich der beigefügten Dateien 24 Monate nach ihrem Eingang automatisch gelöscht, sofern ein Vertrag keine längere Aufbewahrung erfordert. Bewerbungsunterlagen, die Sie über das Bewerbungsformular senden, löschen wir spätestens sechs Monate nach Abschluss des Bewerbungsverfahrens, sofern kein Beschäftigungsverhältnis zustande kommt. Zwingende gesetzliche Aufbewahrungsfristen bleiben unberührt.</p>
<h2>9. YouTube mit erweitertem Datenschutzmodus</h2>
<p>Auf einigen Seiten binden wir Videos der Plattform YouTube ein. Anbieter ist die Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland. Wir nutzen YouTube im erweiterten Datenschutzmodus (youtube-nocookie.com). In diesem Modus werden nach Angaben von YouTube erst dann Informationen über Sie gespeichert, wenn Sie ein Video abspielen.</p>
<p>Sobald Sie ein Video starten, wird eine Verbindung zu den Servern von YouTube hergestellt. Dabei erfährt YouTube, welche unserer Seiten Sie besucht haben, und kann Cookies oder vergleichbare Technologien auf Ihrem Endgerät speichern. Sind Sie in Ihrem YouTube-Konto angemeldet, kann YouTube Ihr Surfverhalten Ihrem Profil zuordnen; dies verhindern Sie, indem Sie sich vorher abmelden. Eine Übermittlung in die USA ist nicht auszuschließen; Google ist nach dem EU-US Data Privacy Framework zertifiziert.</p>
<p>Die Nutzung erfolgt auf Grundlage Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG), die Sie jederzeit widerrufen können. Weitere Informationen finden Sie in der <a href="https://policies.google.com/privacy?hl=de">Datenschutzerklärung von Google</a>.</p>
<h2>10. Webanalyse mit Matomo</h2>
<p>Diese Website nutzt den Open-Source-Webanalysedienst Matomo. Matomo wird ausschließlich auf unserem eigenen Server betrieben; die erhobenen Daten verlassen unsere Infrastruktur nicht und werden nicht an Dritte weitergegeben.</p>
<p>Mit Matomo werten wir aus, welche Seiten aufgerufen werden, wie lange Besucher auf der Website verweilen, über welche Seite sie zu uns gelangen und welche Geräte und Browser sie verwenden. So können wir unser Angebot verbessern. Matomo ist so konfiguriert, dass keine Cookies gesetzt werden und kein seitenübergreifendes Tracking stattfindet. Die Rohdaten werden nach sechs Monaten gelöscht; danach bleiben nur zusammengefasste Statistiken ohne Personenbezug erhalten.</p>
<p>Rechtsgrundlage ist unser berechtigtes Interesse an der statistischen Auswertung des Nutzerverhaltens (Art. 6 Abs. 1 lit. f DSGVO). Sie können der Erfassung jederzeit widersprechen, indem Sie in Ihrem Browser die „Do Not Track“-Einstellung aktivieren; Matomo berücksichtigt diese Einstellung und erfasst Ihren Besuch dann nicht.</p>
<h2>11. IP-Anonymisierung</h2>
<p>In Matomo ist die IP-Anonymisierung aktiviert. Dabei werden die letzten beiden Bytes Ihrer IP-Adresse (zum Beispiel 192.168.xxx.xxx) vor jeder Speicherung maskiert, sodass eine Zuordnung zu Ihrem Internetanschluss nicht mehr möglich ist.</p>
<p>Die vollständige IP-Adresse wird nur kurzzeitig im Arbeitsspeicher verarbeitet und zu keinem Zeitpunkt dauerhaft gespeichert.</p>
<h2>12. Demografische Merkmale</h2>
<p>Aus den anonymisierten Nutzungsdaten erstellt Matomo zusammengefasste Auswertungen zu allgemeinen Merkmalen der Besucher, etwa zum ungefähren Herkunftsland oder zur Region (abgeleitet aus der gekürzten IP-Adresse), zur Spracheinstellung des Browsers sowie zu Gerätetyp und Bildschirmauflösung. Diese Angaben helfen uns, Inhalte in den passenden Sprachen bereitzustellen und die Bedürfnisse unserer internationalen Kunden besser zu verstehen.</p>
<p>Die Auswertungen erfolgen ausschließlich in aggregierter Form und lassen sich keiner bestimmten Person zuordnen. Wir erstellen keine Persönlichkeits- oder Interessenprofile und führen diese Daten nicht mit anderen Quellen zusammen. Sie können der Erfassung wie in Abschnitt 10 beschrieben widersprechen.</p>
<h2>13. Web Fonts</h2>
<p>Für eine einheitliche Darstellung verwendet diese Website Schriftarten (Web Fonts), die lokal auf unserem eigenen Server gespeichert sind. Beim Aufruf einer Seite lädt Ihr Browser die benötigten Schriftdateien ausschließlich von unserem Server.</p>
<p>Eine Verbindung zu Servern externer Schriftanbieter wie Google Fonts oder Adobe Fonts wird dabei nicht hergestellt; es werden keine personenbezogenen Daten an Dritte übermittelt.</p>`;

const privacyEn = `<p>Protecting your personal data is important to us. We process your data exclusively in accordance with the statutory provisions, in particular the EU General Data Protection Regulation (GDPR), the German Federal Data Protection Act (BDSG) and the German Telecommunications Digital Services Data Protection Act (TDDDG). This privacy policy explains which data we collect when you visit our website and how we use it.</p>
<p>The controller within the meaning of the GDPR is <strong>TurboTech Rosdorf GmbH</strong>, Hauptstraße 12, 37124 Rosdorf, Germany, represented by its managing director Michael Kessler, phone +49 551 2094 5560, e-mail <a href="mailto:info@turbotech-rosdorf.de">info@turbotech-rosdorf.de</a>.</p>
<h2>1. Revocation of your consent to data processing</h2>
<p>Some data processing operations are only possible with your express consent (Art. 6(1)(a) GDPR). You may revoke any consent you have given at any time with effect for the future. An informal message, for example an e-mail to <a href="mailto:info@turbotech-rosdorf.de">info@turbotech-rosdorf.de</a>, is sufficient.</p>
<p>The lawfulness of the data processing carried out before the revocation remains unaffected.</p>
<h2>2. Right to lodge a complaint with the supervisory authority</h2>
<p>If the GDPR is infringed, you have the right under Art. 77 GDPR to lodge a complaint with a supervisory authority, in particular in the member state of your habitual residence, your place of work or the place of the alleged infringement. This right exists without prejudice to any other administrative or judicial remedy.</p>
<p>The supervisory authority responsible for our company is the Data Protection Authority of Lower Saxony (LfD Niedersachsen), Prinzenstraße 5, 30159 Hannover, Germany, <a href="https://www.lfd.niedersachsen.de">www.lfd.niedersachsen.de</a>.</p>
<h2>3. Right to data portability</h2>
<p>You have the right to receive data that we process automatically on the basis of your consent or in fulfilment of a contract, and to have it handed over to you or to a third party in a common, machine-readable format (Art. 20 GDPR).</p>
<p>If you request the direct transfer of the data to another controller, this will only be done where technically feasible.</p>
<h2>4. Rights to information, rectification, restriction and erasure</h2>
<p>Within the scope of the applicable statutory provisions, you have the right at any time to obtain free information about your stored personal data, its origin and recipients and the purpose of the processing (Art. 15 GDPR). You also have the right to rectification (Art. 16 GDPR), erasure (Art. 17 GDPR) and restriction of processing (Art. 18 GDPR), as well as the right to object to processing (Art. 21 GDPR).</p>
<p>For these and any other questions about data protection, you can contact us at any time using the details given in our <a href="/imprint">legal notice</a>.</p>
<h2>5. SSL/TLS encryption</h2>
<p>For security reasons and to protect the transmission of confidential content, such as the enquiries you send us through this website, this site uses SSL/TLS encryption. You can recognise an encrypted connection by the address bar of your browser starting with “https://” and by the padlock symbol.</p>
<p>When encryption is active, the data you transmit to us cannot be read by third parties.</p>
<h2>6. Server log files</h2>
<p>When you access our website, the server automatically collects and stores information that your browser transmits in so-called server log files. These are:</p>
<ul>
<li>browser type and version</li>
<li>operating system used</li>
<li>referrer URL (the previously visited page)</li>
<li>host name of the accessing computer</li>
<li>date and time of the server request</li>
<li>IP address</li>
</ul>
<p>This data is not combined with other data sources. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest lies in the technically error-free and secure operation of the website. Log files are deleted after 14 days at the latest unless they are needed to investigate a specific security incident.</p>
<h2>7. Data transmission when concluding contracts</h2>
<p>We only pass personal data on to third parties where this is necessary to perform a contract, for example to the forwarding and logistics companies commissioned with delivery, to customs brokers for export shipments or to the bank handling the payment. If the recipient is located outside the EU, the transfer only takes place insofar as it is necessary for the performance of the contract (Art. 49(1)(b) GDPR).</p>
<p>Any further transfer does not take place, or only with your express consent. The legal basis is Art. 6(1)(b) GDPR; statutory retention obligations under commercial and tax law remain unaffected (Art. 6(1)(c) GDPR).</p>
<h2>8. Contact form</h2>
<p>If you send us a message via one of our enquiry forms (contact, quotation or availability request), we store the details you provide – name, company, e-mail address and your message – in order to process your enquiry and to answer follow-up questions. We do not pass this data on without your consent. To protect the forms against automated submissions we use a self-hosted security check (CAPTCHA) that does not involve any external service.</p>
<p>The legal basis is Art. 6(1)(b) GDPR if your enquiry relates to the performance of a contract or is necessary for pre-contractual measures; in all other cases the processing is based on our legitimate interest in handling enquiries effectively (Art. 6(1)(f) GDPR).</p>
<p>We keep the data until you ask us to delete it, revoke your consent or the purpose of storage no longer applies. Enquiries and job applications, including any attached files, are deleted automatically 24 months after we receive them, unless a contract requires us to keep them longer. Application documents submitted via the application form are deleted no later than six months after the recruitment process has ended, unless an employment relationship is established. Mandatory statutory retention periods remain unaffected.</p>
<h2>9. Video platform plugin (YouTube in privacy-enhanced mode)</h2>
<p>On some pages we embed videos from the YouTube platform. The provider is Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland. We use YouTube in privacy-enhanced mode (youtube-nocookie.com). According to YouTube, in this mode information about you is only stored once you play a video.</p>
<p>As soon as you start a video, a connection to YouTube’s servers is established. YouTube learns which of our pages you have visited and may store cookies or similar technologies on your device. If you are logged in to your YouTube account, YouTube can link your browsing behaviour to your profile; you can prevent this by logging out beforehand. A transfer of data to the USA cannot be ruled out; Google is certified under the EU-U.S. Data Privacy Framework.</p>
<p>Videos are used on the basis of your consent (Art. 6(1)(a) GDPR, Section 25(1) TDDDG), which you can revoke at any time. Further information is available in <a href="https://policies.google.com/privacy?hl=en">Google’s privacy policy</a>.</p>
<h2>10. Web analytics with Matomo</h2>
<p>This website uses the open-source web analytics service Matomo. Matomo runs exclusively on our own server; the data collected never leaves our infrastructure and is not passed on to third parties.</p>
<p>Matomo shows us which pages are viewed, how long visitors stay on the website, which page referred them to us and which devices and browsers they use. This helps us improve our website. Matomo is configured so that no cookies are set and no cross-site tracking takes place. Raw data is deleted after six months; after that only aggregated statistics without any personal reference are retained.</p>
<p>The legal basis is our legitimate interest in the statistical analysis of user behaviour (Art. 6(1)(f) GDPR). You can object to the collection at any time by enabling the “Do Not Track” setting in your browser; Matomo respects this setting and will not record your visit.</p>
<h2>11. IP anonymisation</h2>
<p>IP anonymisation is enabled in Matomo. The last two bytes of your IP address (for example 192.168.xxx.xxx) are masked before any storage, so the address can no longer be traced back to your internet connection.</p>
<p>The full IP address is processed only briefly in memory and is never stored permanently.</p>
<h2>12. Demographic features</h2>
<p>From the anonymised usage data, Matomo produces aggregated reports on general visitor characteristics, such as the approximate country or region (derived from the shortened IP address), the browser language and the device type and screen resolution. This information helps us to offer content in the right languages and to better understand the needs of our international customers.</p>
<p>These reports are purely aggregated and cannot be attributed to any individual. We do not create personality or interest profiles and do not combine this data with other sources. You can object to the collection as described in section 10.</p>
<h2>13. Web fonts</h2>
<p>To ensure consistent typography, this website uses web fonts that are stored locally on our own server. When you open a page, your browser loads the required font files from our server only.</p>
<p>No connection is made to the servers of external font providers such as Google Fonts or Adobe Fonts, and no personal data is transferred to third parties.</p>`;

const privacyRu = `<p>Защита ваших персональных данных очень важна для нас. Мы обрабатываем данные исключительно в соответствии с требованиями законодательства, в частности Общего регламента ЕС по защите данных (GDPR, нем. DSGVO), Федерального закона Германии о защите данных (BDSG) и Закона Германии о защите данных в сфере телекоммуникаций и цифровых услуг (TDDDG). В настоящей политике конфиденциальности мы рассказываем, какие данные собираются при посещении нашего сайта и с какой целью они используются.</p>
<p>Ответственным лицом (контролёром) в смысле GDPR является <strong>TurboTech Rosdorf GmbH</strong>, Hauptstraße 12, 37124 Rosdorf, Германия, в лице управляющего директора Михаэля Кесслера, телефон +49 551 2094 5560, эл. почта <a href="mailto:info@turbotech-rosdorf.de">info@turbotech-rosdorf.de</a>.</p>
<h2>1. Отзыв согласия на обработку данных</h2>
<p>Некоторые операции по обработке данных возможны только с вашего явного согласия (ст. 6 п. 1 лит. a GDPR). Вы можете в любое время отозвать ранее данное согласие с действием на будущее. Для этого достаточно сообщения в свободной форме, например письма на адрес <a href="mailto:info@turbotech-rosdorf.de">info@turbotech-rosdorf.de</a>.</p>
<p>Отзыв согласия не влияет на правомерность обработки данных, осуществлявшейся до момента отзыва.</p>
<h2>2. Право на подачу жалобы в надзорный орган</h2>
<p>В случае нарушения требований GDPR вы вправе согласно ст. 77 GDPR подать жалобу в надзорный орган, в частности в государстве — члене ЕС, где вы постоянно проживаете, работаете или где предположительно произошло нарушение. Это право не затрагивает иных административных или судебных средств правовой защиты.</p>
<p>Надзорным органом, в компетенцию которого входит наша компания, является Уполномоченный по защите данных земли Нижняя Саксония (LfD Niedersachsen), Prinzenstraße 5, 30159 Hannover, Германия, <a href="https://www.lfd.niedersachsen.de">www.lfd.niedersachsen.de</a>.</p>
<h2>3. Право на переносимость данных</h2>
<p>Вы имеете право получить данные, которые мы обрабатываем в автоматизированном порядке на основании вашего согласия или для исполнения договора, в распространённом машиночитаемом формате — лично или с передачей третьему лицу (ст. 20 GDPR).</p>
<p>Если вы потребуете прямой передачи данных другому ответственному лицу, это будет сделано только при наличии технической возможности.</p>
<h2>4. Право на получение информации, исправление, ограничение обработки и удаление данных</h2>
<p>В рамках действующего законодательства вы вправе в любое время бесплатно получить информацию о хранящихся у нас ваших персональных данных, их источнике, получателях и целях обработки (ст. 15 GDPR). Кроме того, вы имеете право на исправление (ст. 16 GDPR), удаление (ст. 17 GDPR) и ограничение обработки данных (ст. 18 GDPR), а также право возразить против их обработки (ст. 21 GDPR).</p>
<p>По этим и любым другим вопросам защиты данных вы можете в любое время обратиться к нам по контактам, указанным в разделе <a href="/imprint">«Контакты»</a>.</p>
<h2>5. Шифрование SSL/TLS</h2>
<p>В целях безопасности и для защиты передаваемой конфиденциальной информации, например запросов, которые вы направляете нам через сайт, используется шифрование SSL/TLS. Зашифрованное соединение можно узнать по тому, что адресная строка браузера начинается с «https://», а рядом отображается значок замка.</p>
<p>При включённом шифровании передаваемые вами данные не могут быть прочитаны третьими лицами.</p>
<h2>6. Файлы журналов сервера</h2>
<p>При посещении сайта сервер автоматически собирает и сохраняет в так называемых файлах журналов (лог-файлах) сведения, которые передаёт ваш браузер:</p>
<ul>
<li>тип и версия браузера;</li>
<li>используемая операционная система;</li>
<li>URL-адрес ссылающейся страницы (реферер);</li>
<li>имя хоста обращающегося компьютера;</li>
<li>дата и время запроса к серверу;</li>
<li>IP-адрес.</li>
</ul>
<p>Эти данные не объединяются с другими источниками. Правовым основанием служит ст. 6 п. 1 лит. f GDPR: наш законный интерес состоит в безошибочной и безопасной работе сайта. Лог-файлы удаляются не позднее чем через 14 дней, если они не требуются для расследования конкретного инцидента информационной безопасности.</p>
<h2>7. Передача данных при заключении договора</h2>
<p>Мы передаём персональные данные третьим лицам только в тех случаях, когда это необходимо для исполнения договора, например транспортно-экспедиторским и логистическим компаниям, которым поручена доставка, таможенным представителям при экспортных поставках или банку, осуществляющему расчёты. Если получатель находится за пределами ЕС, передача осуществляется лишь в объёме, необходимом для исполнения договора (ст. 49 п. 1 лит. b GDPR).</p>
<p>Иная передача данных не производится либо производится только с вашего явного согласия. Правовым основанием служит ст. 6 п. 1 лит. b GDPR; установленные законом обязанности по хранению документов в соответствии с торговым и налоговым правом остаются в силе (ст. 6 п. 1 лит. c GDPR).</p>
<h2>8. Контактная форма</h2>
<p>Если вы отправляете нам сообщение через одну из форм запроса (обратная связь, запрос коммерческого предложения или наличия), мы сохраняем указанные вами данные — имя, название компании, адрес электронной почты и текст сообщения — для обработки запроса и возможных уточняющих вопросов. Без вашего согласия эти данные третьим лицам не передаются. Для защиты от автоматических отправок мы используем собственную проверку (CAPTCHA), работающую без привлечения внешних сервисов.</p>
<p>Правовым основанием служит ст. 6 п. 1 лит. b GDPR, если ваш запрос связан с исполнением договора или необходим для проведения преддоговорных мероприятий; во всех остальных случаях обработка основана на нашем законном интересе в эффективной обработке запросов (ст. 6 п. 1 лит. f GDPR).</p>
<p>Данные хранятся у нас до тех пор, пока вы не потребуете их удаления, не отзовёте согласие или пока не отпадёт цель хранения. Запросы и отклики на вакансии вместе с приложенными файлами автоматически удаляются через 24 месяца после поступления, если более длительное хранение не требуется по договору. Документы, направленные через форму отклика на вакансию, удаляются не позднее чем через шесть месяцев после завершения отбора, если трудовые отношения не были оформлены. Обязательные сроки хранения, установленные законом, остаются в силе.</p>
<h2>9. Плагин видеоплатформы (YouTube в режиме расширенной конфиденциальности)</h2>
<p>На некоторых страницах мы встраиваем видео с платформы YouTube. Поставщиком сервиса является Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ирландия. Мы используем YouTube в режиме расширенной конфиденциальности (youtube-nocookie.com). По данным YouTube, в этом режиме сведения о посетителе сохраняются только после запуска видео.</p>
<p>Как только вы запускаете видео, устанавливается соединение с серверами YouTube. YouTube получает информацию о том, какие страницы нашего сайта вы посетили, и может сохранять на вашем устройстве файлы cookie или аналогичные технологии. Если вы вошли в свой аккаунт YouTube, сервис может связать ваши действия с вашим профилем; чтобы этого избежать, предварительно выйдите из аккаунта. Нельзя исключить передачу данных в США; компания Google сертифицирована в рамках EU-U.S. Data Privacy Framework.</p>
<p>Видео используются на основании вашего согласия (ст. 6 п. 1 лит. a GDPR, § 25 абз. 1 TDDDG), которое вы можете отозвать в любое время. Подробнее — в <a href="https://policies.google.com/privacy?hl=ru">политике конфиденциальности Google</a>.</p>
<h2>10. Веб-аналитика с помощью Matomo</h2>
<p>Этот сайт использует сервис веб-аналитики с открытым исходным кодом Matomo. Matomo работает исключительно на нашем собственном сервере: собранные данные не покидают нашу инфраструктуру и не передаются третьим лицам.</p>
<p>С помощью Matomo мы анализируем, какие страницы просматриваются, сколько времени посетители проводят на сайте, с какой страницы они к нам перешли и какими устройствами и браузерами пользуются. Это помогает нам совершенствовать сайт. Matomo настроен так, что файлы cookie не устанавливаются, а межсайтовое отслеживание не ведётся. Исходные данные удаляются через шесть месяцев; после этого сохраняется только обобщённая статистика, не позволяющая установить личность.</p>
<p>Правовым основанием служит наш законный интерес в статистическом анализе поведения пользователей (ст. 6 п. 1 лит. f GDPR). Вы можете в любое время возразить против сбора данных, включив в браузере функцию «Do Not Track»: Matomo учитывает эту настройку и не регистрирует ваше посещение.</p>
<h2>11. Анонимизация IP-адресов</h2>
<p>В Matomo включена анонимизация IP-адресов: последние два байта вашего IP-адреса (например, 192.168.xxx.xxx) маскируются ещё до сохранения, поэтому сопоставить адрес с вашим интернет-подключением невозможно.</p>
<p>Полный IP-адрес обрабатывается лишь кратковременно в оперативной памяти и никогда не сохраняется на постоянной основе.</p>
<h2>12. Демографические характеристики</h2>
<p>На основе анонимизированных данных Matomo формирует обобщённые отчёты об общих характеристиках посетителей: приблизительной стране или регионе (определяемых по сокращённому IP-адресу), языке браузера, типе устройства и разрешении экрана. Эти сведения помогают нам предлагать материалы на нужных языках и лучше понимать потребности наших зарубежных заказчиков.</p>
<p>Отчёты носят исключительно обобщённый характер и не могут быть отнесены к конкретному человеку. Мы не составляем личностных профилей или профилей интересов и не объединяем эти данные с другими источниками. Возразить против сбора данных можно способом, описанным в разделе 10.</p>
<h2>13. Веб-шрифты</h2>
<p>Для единообразного отображения текста сайт использует веб-шрифты, которые хранятся локально на нашем собственном сервере. При открытии страницы ваш браузер загружает необходимые файлы шрифтов только с нашего сервера.</p>
<p>Соединение с серверами сторонних поставщиков шрифтов, таких как Google Fonts или Adobe Fonts, не устанавливается, и персональные данные третьим лицам не передаются.</p>`;

/* ------------------------------------------------------------------ */
/* Careers                                                             */
/* ------------------------------------------------------------------ */

const careersDe = `<h2>Karriere bei TurboTech</h2>
<p>Seit 2008 sorgen wir dafür, dass Gasturbinen in Kraftwerken, auf Öl- und Gasfeldern und auf See zuverlässig laufen – in Europa, Zentralasien, den Emiraten und China. Hinter jedem Einsatz stehen Menschen, die Verantwortung übernehmen und ihr Handwerk beherrschen. Für unsere Werkstatt in Rosdorf bei Göttingen und für internationale Projekte suchen wir Verstärkung.</p>
<h3>Wen wir suchen</h3>
<ul>
<li><strong>Field Service Engineers (m/w/d)</strong> – Inspektionen, Revisionen und Inbetriebnahmen von LM2500-, LM6000-, Frame- und SGT-Anlagen direkt beim Kunden, mit Bereitschaft zu internationalen Einsätzen.</li>
<li><strong>Mechaniker und Industriemechaniker (m/w/d)</strong> – Demontage, Befundung, Auswuchten und Montage von Rotoren und Baugruppen in unserer Werkstatt in Rosdorf.</li>
<li><strong>Leittechnik-Ingenieure (m/w/d)</strong> – Wartung, Programmierung und Modernisierung von Mark VIe, Speedtronic und Woodward-Reglern sowie Kalibrierung der Instrumentierung.</li>
<li><strong>Technischer Vertrieb (m/w/d)</strong> – Beratung von Anlagenbetreibern, Angebotserstellung für Original-Ersatzteile und Serviceleistungen, Betreuung internationaler Kunden.</li>
</ul>
<h3>Was Sie mitbringen</h3>
<p>Eine abgeschlossene technische Ausbildung oder ein Studium im Maschinenbau, in der Elektrotechnik oder Mechatronik, idealerweise Erfahrung mit Gasturbinen, Kompressoren oder rotierenden Maschinen. Sie verständigen sich sicher auf Englisch; Russischkenntnisse sind ein klarer Vorteil.</p>
<h3>Was wir bieten</h3>
<ul>
<li>Unbefristete Festanstellung in einem inhabergeführten Unternehmen mit kurzen Entscheidungswegen</li>
<li>Anspruchsvolle Projekte an Turbinen in aller Welt</li>
<li>Strukturierte Einarbeitung, Herstellerschulungen und gezielte Weiterbildung</li>
<li>Leistungsgerechte Vergütung, Auslandszulagen, 30 Tage Urlaub und betriebliche Altersvorsorge</li>
<li>Eine moderne Werkstatt mit Auswuchtmaschine, Laser-Messtechnik und Boroskopen</li>
</ul>
<h3>So bewerben Sie sich</h3>
<p>Nutzen Sie einfach das Bewerbungsformular auf dieser Seite: Geben Sie Vorname, Nachname und E-Mail-Adresse an und laden Sie bis zu zwei Dateien hoch, zum Beispiel Lebenslauf und Zeugnisse als PDF. Wir melden uns in der Regel innerhalb von zwei Wochen. Auch Initiativbewerbungen sind willkommen. Hinweise zum Umgang mit Ihren Daten finden Sie in unserer <a href="/privacy-policy">Datenschutzerklärung</a>.</p>`;

const careersEn = `<h2>Careers at TurboTech</h2>
<p>Since 2008 we have been keeping gas turbines running reliably in power plants, on oil and gas fields and at sea – across Europe, Central Asia, the Emirates and China. Behind every job are people who take responsibility and know their craft. We are looking for new colleagues for our workshop in Rosdorf near Göttingen and for international projects.</p>
<h3>Who we are looking for</h3>
<ul>
<li><strong>Field service engineers</strong> – inspections, overhauls and commissioning of LM2500, LM6000, Frame and SGT units at customer sites, with willingness to travel internationally.</li>
<li><strong>Mechanical technicians</strong> – disassembly, condition assessment, balancing and assembly of rotors and modules in our Rosdorf workshop.</li>
<li><strong>Controls engineers</strong> – maintenance, programming and upgrades of Mark VIe, Speedtronic and Woodward control systems, plus instrumentation calibration.</li>
<li><strong>Technical sales</strong> – advising plant operators, preparing quotations for original spare parts and services, and looking after international customers.</li>
</ul>
<h3>What you bring</h3>
<p>A completed technical apprenticeship or a degree in mechanical, electrical or mechatronic engineering, ideally with experience of gas turbines, compressors or other rotating equipment. You communicate confidently in English; Russian is a strong advantage.</p>
<h3>What we offer</h3>
<ul>
<li>A permanent position in an owner-managed company with short decision paths</li>
<li>Challenging projects on turbines all over the world</li>
<li>Structured onboarding, manufacturer training and targeted professional development</li>
<li>Competitive pay, overseas allowances, 30 days of annual leave and a company pension scheme</li>
<li>A modern workshop with a balancing machine, laser measuring equipment and borescopes</li>
</ul>
<h3>How to apply</h3>
<p>Simply use the application form on this page: enter your first name, last name and e-mail address and upload up to two files, for example your CV and certificates as PDF. We usually reply within two weeks. Speculative applications are welcome too. Information on how we handle your data can be found in our <a href="/privacy-policy">privacy policy</a>.</p>`;

const careersRu = `<h2>Карьера в TurboTech</h2>
<p>С 2008 года мы обеспечиваем надёжную работу газовых турбин на электростанциях, нефтегазовых месторождениях и морских объектах в Европе, Центральной Азии, ОАЭ и Китае. За каждым проектом стоят люди, которые берут на себя ответственность и знают своё дело. Мы ищем новых коллег для нашей мастерской в Росдорфе под Гёттингеном и для работы на международных проектах.</p>
<h3>Кого мы ищем</h3>
<ul>
<li><strong>Сервисные инженеры</strong> — инспекции, ремонты и пусконаладка установок LM2500, LM6000, Frame и SGT на объектах заказчиков, готовность к зарубежным командировкам.</li>
<li><strong>Механики и слесари-ремонтники</strong> — разборка, дефектация, балансировка и сборка роторов и узлов в нашей мастерской в Росдорфе.</li>
<li><strong>Инженеры по системам управления</strong> — обслуживание, программирование и модернизация систем Mark VIe, Speedtronic и Woodward, калибровка КИП.</li>
<li><strong>Специалисты по техническим продажам</strong> — консультирование эксплуатирующих организаций, подготовка коммерческих предложений на оригинальные запчасти и услуги, работа с зарубежными заказчиками.</li>
</ul>
<h3>Что мы ожидаем</h3>
<p>Законченное среднее профессиональное или высшее техническое образование в области машиностроения, электротехники или мехатроники, желательно опыт работы с газовыми турбинами, компрессорами или другим роторным оборудованием. Уверенный английский язык; знание русского — большое преимущество.</p>
<h3>Что мы предлагаем</h3>
<ul>
<li>Бессрочный трудовой договор в компании, которой руководят её владельцы, и быстрое принятие решений</li>
<li>Интересные и сложные проекты на турбинах по всему миру</li>
<li>Продуманную адаптацию, обучение у производителей оборудования и профессиональное развитие</li>
<li>Достойную оплату труда, надбавки за зарубежные командировки, 30 дней отпуска и корпоративную пенсионную программу</li>
<li>Современную мастерскую с балансировочным станком, лазерным измерительным оборудованием и бороскопами</li>
</ul>
<h3>Как откликнуться</h3>
<p>Воспользуйтесь формой на этой странице: укажите имя, фамилию и адрес электронной почты и загрузите до двух файлов, например резюме и копии дипломов в формате PDF. Обычно мы отвечаем в течение двух недель. Будем рады и инициативным откликам. Порядок обработки ваших данных описан в нашей <a href="/privacy-policy">политике конфиденциальности</a>.</p>`;

/* ------------------------------------------------------------------ */
/* Gas turbines                                                        */
/* ------------------------------------------------------------------ */

const turbinesDe = `<h2>Gasturbinen, die wir betreuen</h2>
<p>TurboTech liefert Original-Ersatzteile und Serviceleistungen für industrielle und aeroderivative Gasturbinen der wichtigsten Baureihen von GE und Siemens. Mit mehr als 15 Jahren Erfahrung und Projekten in Europa, Zentralasien, den Emiraten und China kennen wir die typischen Verschleißbilder, Revisionsintervalle und Ersatzteilbedarfe dieser Maschinen aus der Praxis.</p>
<h3>Aeroderivative Gasturbinen</h3>
<ul>
<li><strong>GE LM2500</strong> – bewährter Antrieb für Stromerzeugung, Gasverdichter und Marineschiffe</li>
<li><strong>GE LM2500+</strong> – leistungsgesteigerte Variante mit zusätzlicher Verdichterstufe</li>
<li><strong>GE LM2500+G4</strong> – weiterentwickelte Version mit höherem Massenstrom und Wirkungsgrad</li>
<li><strong>GE LM6000</strong> – Zweiwellen-Gasturbine für Spitzenlast, Kraft-Wärme-Kopplung und Offshore-Anwendungen</li>
</ul>
<h3>Heavy-Duty-Gasturbinen</h3>
<ul>
<li><strong>Frame 5</strong> (MS5001/MS5002) – Ein- und Zweiwellenausführung für Stromerzeugung und mechanische Antriebe</li>
<li><strong>Frame 6B</strong> (MS6001B) – robuste Maschine für Industriekraftwerke und Kraft-Wärme-Kopplung</li>
<li><strong>Frame 7EA</strong> (MS7001EA) – verbreitet in Grund- und Mittellastkraftwerken</li>
<li><strong>Frame 9E</strong> (MS9001E) – 50-Hz-Großgasturbine für Kraftwerke im Solo- und GuD-Betrieb</li>
</ul>
<h3>Siemens Industriegasturbinen</h3>
<p>Für die Baureihe <strong>SGT-100 bis SGT-800</strong> – von kompakten Einheiten mit rund 5 MW bis zu Anlagen mit über 50 MW – liefern wir Ersatzteile, Verbrauchsmaterial und Inspektionsleistungen für Stromerzeugung und mechanische Antriebe.</p>
<h3>Leittechnik</h3>
<p>Wir warten und modernisieren die zugehörigen Steuerungs- und Regelsysteme: <strong>Mark VIe DCS</strong>, <strong>Speedtronic</strong> (Mark V und Mark VI) sowie Regler und Brennstoffventile von <strong>Woodward</strong>. Auf die meisten Original-Ersatzteile gewähren wir auf Anfrage eine erweiterte Garantie von bis zu 24 Monaten.</p>
<p><em>Die genannten Marken- und Produktbezeichnungen sind Eigentum der jeweiligen Rechteinhaber und dienen ausschließlich der Kennzeichnung der Anlagen, für die wir Teile und Leistungen anbieten.</em></p>`;

const turbinesEn = `<h2>Gas turbines we support</h2>
<p>TurboTech supplies original spare parts and services for industrial and aeroderivative gas turbines from the main GE and Siemens product lines. With more than 15 years of experience and projects in Europe, Central Asia, the Emirates and China, we know the typical wear patterns, overhaul intervals and spare parts needs of these machines first-hand.</p>
<h3>Aeroderivative gas turbines</h3>
<ul>
<li><strong>GE LM2500</strong> – proven driver for power generation, gas compression and naval vessels</li>
<li><strong>GE LM2500+</strong> – uprated version with an additional compressor stage</li>
<li><strong>GE LM2500+G4</strong> – further developed version with higher mass flow and efficiency</li>
<li><strong>GE LM6000</strong> – two-shaft gas turbine for peaking, combined heat and power and offshore duty</li>
</ul>
<h3>Heavy-duty gas turbines</h3>
<ul>
<li><strong>Frame 5</strong> (MS5001/MS5002) – single- and two-shaft designs for power generation and mechanical drive</li>
<li><strong>Frame 6B</strong> (MS6001B) – rugged machine for industrial power plants and cogeneration</li>
<li><strong>Frame 7EA</strong> (MS7001EA) – widely used in base-load and mid-merit power plants</li>
<li><strong>Frame 9E</strong> (MS9001E) – large 50 Hz gas turbine for simple-cycle and combined-cycle plants</li>
</ul>
<h3>Siemens industrial gas turbines</h3>
<p>For the <strong>SGT-100 to SGT-800</strong> range – from compact units of around 5 MW to plants of more than 50 MW – we supply spare parts, consumables and inspection services for power generation and mechanical drive applications.</p>
<h3>Control systems</h3>
<p>We maintain and upgrade the associated control systems: <strong>Mark VIe DCS</strong>, <strong>Speedtronic</strong> (Mark V and Mark VI) and <strong>Woodward</strong> governors and fuel valves. On request, we offer an extended warranty of up to 24 months on most original spare parts.</p>
<p><em>All brand and product names mentioned are the property of their respective owners and are used solely to identify the equipment for which we offer parts and services.</em></p>`;

const turbinesRu = `<h2>Газовые турбины, которые мы обслуживаем</h2>
<p>TurboTech поставляет оригинальные запасные части и оказывает сервисные услуги для промышленных и авиапроизводных газовых турбин основных серий GE и Siemens. Более 15 лет опыта и проекты в Европе, Центральной Азии, ОАЭ и Китае позволяют нам на практике знать характерные виды износа, межремонтные интервалы и потребность в запчастях для этих машин.</p>
<h3>Авиапроизводные газовые турбины</h3>
<ul>
<li><strong>GE LM2500</strong> — проверенный привод для выработки электроэнергии, газоперекачивающих агрегатов и кораблей</li>
<li><strong>GE LM2500+</strong> — форсированная модификация с дополнительной ступенью компрессора</li>
<li><strong>GE LM2500+G4</strong> — усовершенствованная версия с увеличенным расходом воздуха и более высоким КПД</li>
<li><strong>GE LM6000</strong> — двухвальная турбина для пиковой нагрузки, когенерации и морских платформ</li>
</ul>
<h3>Турбины тяжёлого класса</h3>
<ul>
<li><strong>Frame 5</strong> (MS5001/MS5002) — одно- и двухвальное исполнение для выработки электроэнергии и механического привода</li>
<li><strong>Frame 6B</strong> (MS6001B) — надёжная машина для промышленных электростанций и когенерации</li>
<li><strong>Frame 7EA</strong> (MS7001EA) — широко распространена на станциях базовой и полупиковой нагрузки</li>
<li><strong>Frame 9E</strong> (MS9001E) — мощная турбина 50 Гц для работы в простом и парогазовом цикле</li>
</ul>
<h3>Промышленные газовые турбины Siemens</h3>
<p>Для линейки <strong>SGT-100 — SGT-800</strong>, от компактных агрегатов мощностью около 5 МВт до установок мощностью более 50 МВт, мы поставляем запасные части и расходные материалы и выполняем инспекции для энергетических и приводных применений.</p>
<h3>Системы управления</h3>
<p>Мы обслуживаем и модернизируем системы автоматического управления турбин: <strong>Mark VIe DCS</strong>, <strong>Speedtronic</strong> (Mark V и Mark VI), а также регуляторы и топливные клапаны <strong>Woodward</strong>. По запросу на большинство оригинальных запасных частей предоставляется расширенная гарантия сроком до 24 месяцев.</p>
<p><em>Все упомянутые товарные знаки и наименования продукции принадлежат их правообладателям и используются исключительно для обозначения оборудования, для которого мы предлагаем запчасти и услуги.</em></p>`;

export const pages: SeedPage[] = [
  {
    link: 'contact',
    text: { de: contactDe, en: contactEn, ru: contactRu },
    images: [],
    parts: [],
  },
  {
    link: 'privacy-policy',
    text: { de: privacyDe, en: privacyEn, ru: privacyRu },
    images: [],
    parts: [],
  },
  {
    link: 'careers',
    text: { de: careersDe, en: careersEn, ru: careersRu },
    images: [
      { motif: 'workshop', variant: 1 },
      { motif: 'inspection', variant: 2 },
    ],
    parts: [],
  },
  {
    link: 'gas-turbina',
    text: { de: turbinesDe, en: turbinesEn, ru: turbinesRu },
    images: [
      { motif: 'turbine', variant: 3 },
      { motif: 'plant', variant: 4 },
    ],
    parts: [
      {
        image: { motif: 'blades', variant: 5 },
        description: {
          de: `<h3>Verdichter</h3>
<p>Laufschaufeln, Leitschaufeln und verstellbare Leitapparate (VIGV/VSV), Verdichtergehäuse, Dichtungen und Lager. Wir liefern Einzelteile und komplette Schaufelsätze und unterstützen bei der Befundung von Erosions-, Korrosions- und Fremdkörperschäden.</p>`,
          en: `<h3>Compressor</h3>
<p>Rotor blades, stator vanes and variable guide vanes (VIGV/VSV), compressor casings, seals and bearings. We supply individual parts and complete blade sets and help assess erosion, corrosion and foreign object damage.</p>`,
          ru: `<h3>Компрессор</h3>
<p>Рабочие и направляющие лопатки, входной и поворотный направляющие аппараты (VIGV/VSV), корпуса компрессора, уплотнения и подшипники. Поставляем отдельные детали и комплекты лопаток, помогаем оценить эрозионные и коррозионные повреждения, а также повреждения посторонними предметами.</p>`,
        },
      },
      {
        image: { motif: 'combustor', variant: 6 },
        description: {
          de: `<h3>Brennkammer</h3>
<p>Flammrohre (Liner), Übergangsstücke (Transition Pieces), Brennstoffdüsen, Crossfire-Rohre, Zündkerzen und Flammenwächter sowie komplette Brennkammer-Austauschsätze für konventionelle und DLE/DLN-Verbrennungssysteme.</p>`,
          en: `<h3>Combustion section</h3>
<p>Combustion liners, transition pieces, fuel nozzles, crossfire tubes, spark plugs and flame detectors, as well as complete combustion exchange sets for conventional and DLE/DLN combustion systems.</p>`,
          ru: `<h3>Камера сгорания</h3>
<p>Жаровые трубы, переходные патрубки, топливные форсунки, пламяперебрасывающие патрубки, свечи зажигания и датчики пламени, а также комплекты для полной замены камеры сгорания стандартных и малоэмиссионных систем DLE/DLN.</p>`,
        },
      },
      {
        image: { motif: 'rotor', variant: 7 },
        description: {
          de: `<h3>Turbine und Heißgaspfad</h3>
<p>Turbinenlaufschaufeln und Leitschaufelsegmente der Hoch- und Niederdruckturbine, Deckbänder, Turbinenscheiben und komplette Rotoren. Beschichtete Heißgasteile liefern wir neu oder als aufgearbeitete Austauschsätze mit Dokumentation.</p>`,
          en: `<h3>Turbine section and hot gas path</h3>
<p>High- and low-pressure turbine blades and nozzle segments, shrouds, turbine discs and complete rotors. Coated hot gas path parts are available new or as refurbished exchange sets with full documentation.</p>`,
          ru: `<h3>Турбина и горячий тракт</h3>
<p>Рабочие лопатки и сегменты сопловых аппаратов турбин высокого и низкого давления, бандажные сегменты, диски турбины и роторы в сборе. Детали горячего тракта с защитными покрытиями поставляем новыми или в виде восстановленных обменных комплектов с полной документацией.</p>`,
        },
      },
      {
        image: { motif: 'control-room', variant: 8 },
        description: {
          de: `<h3>Leittechnik und Zubehör</h3>
<p>Baugruppen und Ersatzkarten für Mark VIe, Speedtronic und Woodward, Drehzahl-, Temperatur- und Schwingungssensoren, Brennstoff- und Stellventile, Anlasser, Hilfspumpen und Filter – alles, was die Maschine sicher steuert und versorgt.</p>`,
          en: `<h3>Controls and accessories</h3>
<p>Modules and spare boards for Mark VIe, Speedtronic and Woodward systems, speed, temperature and vibration sensors, fuel and control valves, starters, auxiliary pumps and filters – everything that keeps the machine safely controlled and supplied.</p>`,
          ru: `<h3>Системы управления и вспомогательное оборудование</h3>
<p>Модули и запасные платы для систем Mark VIe, Speedtronic и Woodward, датчики частоты вращения, температуры и вибрации, топливные и регулирующие клапаны, пусковые устройства, вспомогательные насосы и фильтры — всё, что обеспечивает безопасное управление и работу агрегата.</p>`,
        },
      },
    ],
  },
];
