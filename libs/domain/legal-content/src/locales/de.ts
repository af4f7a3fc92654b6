import { EU, EUROPE, HOMES, HOTELS, INDIA, UK, list, paragraph, table, type LegalTexts } from '../legal-text';

/** Die rechtlichen Dokumente auf Deutsch: derselbe Aufbau und dieselben Parameter wie en.ts. */
export const de: LegalTexts = {
  terms: {
    title: 'Buchungsbedingungen',
    summary:
      'Diese Bedingungen gelten, wenn Sie einen Aufenthalt über {brandName} buchen. Sie erklären, mit wem Sie den Vertrag schließen, wie Preise und Zahlungen funktionieren und was geschieht, wenn sich Ihre Pläne ändern.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Wer wir sind',
        blocks: [
          paragraph(
            '{brandName} wird betrieben von {companyName}, {companyAddress} („wir“, „uns“). Wir betreiben die Website und die App, auf denen Sie Unterkünfte suchen und buchen. Die angebotenen Unterkünfte gehören weder uns, noch führen wir sie.',
          ),
          paragraph('Unseren Kundenservice erreichen Sie unter {supportEmail}. Wir antworten schriftlich innerhalb von zwei Werktagen.'),
        ],
      },
      {
        id: 'your-booking',
        heading: 'Ihre Buchung und Ihr Vertragspartner',
        blocks: [
          paragraph(
            'Mit der Buchung schließen Sie den Vertrag über den Aufenthalt direkt mit der Unterkunft: dem Hotel oder dem Eigentümer bzw. Verwalter des Ferienhauses. Wir sind Vermittler: Wir leiten Ihre Buchung an die Unterkunft weiter, nehmen bei Online-Zahlung das Geld in ihrem Namen entgegen und helfen Ihnen, wenn etwas schiefgeht.',
          ),
          paragraph(
            'Ihre Buchung ist bestätigt, sobald Sie die Bestätigungsseite mit einer Buchungsnummer sehen und die Bestätigung per E-Mail oder SMS erhalten. Bis dahin besteht kein Vertrag, und es wird kein Geld abgebucht.',
          ),
          paragraph('Mit der Buchung bestätigen Sie, dass:'),
          list([
            'Sie mindestens 18 Jahre alt sind und einen verbindlichen Vertrag schließen können;',
            'die angegebenen Namen und Kontaktdaten richtig sind und Sie für sich und Ihre Mitreisenden buchen;',
            'die Zahl der Gäste die Belegung der gebuchten Zimmer oder des Hauses nicht übersteigt;',
            'Sie und Ihre Gäste die Hausordnung der Unterkunft und unsere Gästerichtlinien einhalten.',
          ]),
        ],
      },
      {
        id: 'prices-and-taxes',
        heading: 'Preise und Steuern',
        blocks: [
          paragraph(
            'Preise werden in {currencyName} ({currencyCode}) angezeigt und enthalten die für den Aufenthalt geltenden Steuern und Gebühren. Der Gesamtbetrag im Buchungsformular ist der Betrag, den Sie zahlen, ausgenommen eine Kurtaxe oder Tourismusabgabe, die manche Gemeinden vor Ort erheben; das Buchungsformular weist darauf hin, wenn sie anfällt.',
            { taxes: 'inclusive' },
          ),
          paragraph(
            'Preise werden pro Nacht in {currencyName} ({currencyCode}) angezeigt. Steuern und Gebühren kommen zum Zimmerpreis hinzu: Sie werden vor der Buchung in einer eigenen Zeile ausgewiesen, und der Gesamtbetrag im Buchungsformular enthält sie.',
            { taxes: 'exclusive' },
          ),
          paragraph(
            'Preise können sich bis zur Buchung ändern. Sobald Ihre Buchung bestätigt ist, steht der Preis fest, es sei denn, Sie ändern die Buchung selbst (Daten, Zimmer oder Gäste); dann gilt der Preis des neuen Aufenthalts. Rabatte, Gutscheine und Wallet-Guthaben werden in eigenen Zeilen ausgewiesen und gelten nur zu ihren eigenen Bedingungen.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: 'Zahlung',
        blocks: [
          paragraph(
            'Je nach Unterkunft zahlen Sie online bei der Buchung oder bei Ankunft vor Ort („In der Unterkunft bezahlen“). Das Buchungsformular zeigt, welche Möglichkeiten Ihr Aufenthalt bietet; manche Unterkünfte akzeptieren nur Online-Zahlung, und die Zahlung vor Ort kann auf eine bestimmte Zahl von Zimmern pro Buchung begrenzt sein.',
          ),
          paragraph(
            'Online-Zahlungen wickelt unser Zahlungsdienstleister ab. Wir sehen und speichern Ihre vollständige Kartennummer nie. Wird eine Online-Zahlung nicht innerhalb der auf der Zahlungsseite angegebenen Zeit abgeschlossen, werden die für Sie reservierten Zimmer freigegeben, und die Buchung kommt nicht zustande.',
          ),
        ],
      },
      {
        id: 'cancellation-and-refunds',
        heading: 'Stornierung und Erstattung',
        blocks: [
          paragraph(
            'Jedes Zimmer hat eigene Stornierungsbedingungen. Sie stehen vor der Buchung im Buchungsformular und in Ihrer Bestätigung und sagen, bis wann Sie kostenlos stornieren können und was Sie bei einer späteren Stornierung zahlen.',
          ),
          paragraph(
            'Sie können unter „Meine Buchungen“ oder über den Kundenservice stornieren. Stornieren Sie innerhalb der kostenlosen Frist, erstatten wir alles, was Sie online bezahlt haben. Fällt eine Stornogebühr an, erstatten wir den gezahlten Betrag abzüglich dieser Gebühr.',
          ),
          paragraph(
            'Erstattungen gehen innerhalb von 5 bis 7 Werktagen nach der Stornierung an das verwendete Zahlungsmittel zurück oder, wenn Sie es wählen, in Ihre Wallet. Bis Ihre Bank den Betrag anzeigt, kann es einige Tage länger dauern.',
          ),
          paragraph(
            'Das 14-tägige Widerrufsrecht für Fernabsatzverträge gilt nicht für Unterkünfte, die für bestimmte Daten gebucht werden (Artikel 16 Buchstabe l der Richtlinie 2011/83/EU über die Rechte der Verbraucher). Sie können so stornieren, wie es die Stornierungsbedingungen Ihres Zimmers erlauben.',
            EU,
          ),
          paragraph(
            'Die 14-tägige Widerrufsfrist der Consumer Contracts Regulations 2013 gilt nicht für Unterkünfte, die für bestimmte Daten gebucht werden (regulation 28(1)(b)). Sie können so stornieren, wie es die Stornierungsbedingungen Ihres Zimmers erlauben.',
            UK,
          ),
        ],
      },
      {
        id: 'changes-and-no-shows',
        heading: 'Änderungen, späte Anreise und Nichterscheinen',
        blocks: [
          paragraph(
            'Wo Ihre Buchungsseite es anbietet, können Sie die Daten Ihres Aufenthalts oder das Zimmer ändern. Eine Änderung wird zum Preis des neuen Aufenthalts berechnet; ist dieser niedriger, erstatten wir die Differenz wie oben beschrieben.',
          ),
          paragraph(
            'Reisen Sie nach der Check-in-Zeit an, teilen Sie dies der Unterkunft oder uns vorher mit. Erscheinen Sie am Anreisetag nicht und haben Sie nicht storniert, darf die Unterkunft die Buchung als Nichterscheinen (No-Show) behandeln: Sie darf die Zimmer freigeben und den in den Stornierungsbedingungen genannten Betrag berechnen, höchstens den vollen Preis des Aufenthalts.',
          ),
          paragraph(
            'Kann die Unterkunft Ihre Buchung nicht erfüllen, bieten wir Ihnen ohne Mehrkosten einen vergleichbaren Aufenthalt in der Nähe oder, wenn Sie das vorziehen, die volle Erstattung an.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: 'Haftung',
        blocks: [
          paragraph(
            'Die Unterkunft ist für den Aufenthalt selbst verantwortlich: das Zimmer oder Haus, seine Ausstattung und die Leistungen, die sie erbringt. Wir sind für die ordnungsgemäße Abwicklung Ihrer Buchung und Zahlung verantwortlich und für die Angaben, die wir über die Unterkunft veröffentlichen; diese erhalten wir von der Unterkunft und prüfen sie sorgfältig.',
          ),
          paragraph(
            'Wir haften nicht für Handlungen oder Unterlassungen der Unterkunft, es sei denn, wir haben unsere eigenen Pflichten verletzt. Nichts in diesen Bedingungen beschränkt eine Haftung, die nach dem Gesetz nicht beschränkt werden darf, etwa für Tod oder Körperverletzung durch Fahrlässigkeit oder für Betrug.',
          ),
          paragraph('Alle Rechte, die Ihnen das zwingende Verbraucherrecht des Landes Ihres Wohnsitzes gibt, bleiben Ihnen erhalten.', EUROPE),
        ],
      },
      {
        id: 'complaints',
        heading: 'Beschwerden',
        blocks: [
          paragraph(
            'Ist während Ihres Aufenthalts etwas nicht in Ordnung, sagen Sie es sofort der Unterkunft, damit sie Abhilfe schaffen kann. Geschieht das nicht, schreiben Sie uns während Ihres Aufenthalts oder innerhalb von 30 Tagen nach der Abreise an {supportEmail}, mit Ihrer Buchungsnummer. Wir bestätigen Ihre Beschwerde innerhalb von zwei Werktagen und wollen sie innerhalb von 14 Tagen lösen.',
          ),
          paragraph(
            'Sie können sich auch an unseren Grievance Officer unter {grievanceEmail} wenden. Der Grievance Officer bestätigt eine Beschwerde innerhalb von 48 Stunden und erledigt sie innerhalb eines Monats nach Eingang, wie es die Consumer Protection (E-Commerce) Rules, 2020 vorschreiben. Sie können außerdem die National Consumer Helpline (1915) anrufen oder eine Beschwerde bei einer Verbraucherkommission nach dem Consumer Protection Act, 2019 einreichen.',
            INDIA,
          ),
          paragraph(
            'Können wir Ihre Beschwerde nicht gemeinsam lösen, können Sie sich kostenlos beim Europäischen Verbraucherzentrum Ihres Wohnsitzlandes beraten lassen oder die Streitigkeit vor die zuständige Verbraucherschlichtungsstelle in {countryName} bringen.',
            EU,
          ),
          paragraph(
            'Können wir Ihre Beschwerde nicht gemeinsam lösen, können Sie sich kostenlos bei Citizens Advice (consumer service) beraten lassen oder die Streitigkeit vor Gericht bringen.',
            UK,
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Anwendbares Recht und Gerichtsstand',
        blocks: [
          paragraph(
            'Für diese Bedingungen und jede danach vorgenommene Buchung gilt das Recht Indiens. Zuständig sind die Gerichte in {courts}; Ihr Recht, sich an eine Verbraucherkommission an Ihrem Wohnort oder am Ort des Streitanlasses zu wenden, bleibt unberührt.',
            INDIA,
          ),
          paragraph(
            'Für diese Bedingungen gilt das Recht von {countryName}. Wohnen Sie in einem anderen Land der Europäischen Union, behalten Sie zusätzlich den Schutz des zwingenden Verbraucherrechts dieses Landes und können vor den Gerichten in {countryName} oder in Ihrem Wohnsitzland klagen.',
            EU,
          ),
          paragraph(
            'Für diese Bedingungen gilt das Recht von England und Wales. Wohnen Sie in Schottland oder Nordirland, können Sie auch dort nach Ihrem örtlichen Recht klagen.',
            UK,
          ),
        ],
      },
    ],
  },

  'guest-policy': {
    title: 'Gästerichtlinien',
    summary:
      'Was jeder Gast vor der Anreise wissen muss: Ausweisdokumente, Alter, Paare und Besucher sowie die Hausregeln, die in jeder Unterkunft auf {brandName} gelten.',
    sections: [
      {
        id: 'check-in-and-out',
        heading: 'Check-in und Check-out',
        blocks: [
          paragraph(
            'Die Check-in- und Check-out-Zeiten stehen auf der Seite der Unterkunft und in Ihrer Bestätigung. Früher Check-in und später Check-out hängen von der Verfügbarkeit ab und können etwas kosten; den Preis sehen Sie, bevor Sie dafür bezahlen.',
          ),
        ],
      },
      {
        id: 'identity-documents',
        heading: 'Ausweisdokumente',
        blocks: [
          paragraph(
            'Jeder erwachsene Gast muss beim Check-in einen gültigen amtlichen Lichtbildausweis vorlegen: Aadhaar-Karte, Reisepass, Führerschein oder Wählerausweis. Eine PAN-Karte wird nicht in jeder Unterkunft als Ausweis akzeptiert; die Seite der Unterkunft zeigt dann „PAN-Karte wird nicht akzeptiert“. Manche Unterkünfte akzeptieren keine Ausweise mit einer Adresse in derselben Stadt (lokale Ausweise) und sagen das auf ihrer Seite.',
            INDIA,
          ),
          paragraph(
            'Gäste ohne indische Staatsangehörigkeit müssen ihren Reisepass mit gültigem indischem Visum vorlegen. Die Unterkunft muss ihren Aufenthalt den Behörden melden (Form C). Unterkünfte mit dem Hinweis „Nur indische Staatsangehörige erlaubt“ können keine ausländischen Gäste aufnehmen.',
            INDIA,
          ),
          paragraph(
            'Jeder erwachsene Gast muss beim Check-in einen gültigen Reisepass oder Personalausweis vorlegen. In vielen Ländern ist die Unterkunft gesetzlich verpflichtet, ihre Gäste zu registrieren und deren Daten an die örtlichen Behörden weiterzugeben.',
            EUROPE,
          ),
          paragraph('Haben Sie online bezahlt, kann die Unterkunft verlangen, die Karte zu sehen, mit der Sie bezahlt haben.'),
        ],
      },
      {
        id: 'age',
        heading: 'Alter',
        blocks: [
          paragraph(
            'Der Gast, der eincheckt, muss mindestens 18 Jahre alt sein. Kinder sind willkommen, sofern die Seite der Unterkunft nichts anderes sagt, und zählen zur Gästezahl des Zimmers oder Hauses.',
          ),
        ],
      },
      {
        id: 'couples',
        heading: 'Paare',
        blocks: [
          paragraph(
            'Ob unverheiratete Paare gemeinsam übernachten dürfen, entscheidet jede Unterkunft selbst. Unterkünfte, die sie nicht aufnehmen, zeigen auf ihrer Seite und in den Suchergebnissen „Keine unverheirateten Paare erlaubt“; die anderen zeigen „Paare sind willkommen“. Mehr dazu auf unserer Seite über unverheiratete Paare.',
            INDIA,
          ),
          paragraph(
            'Jede Unterkunft auf {brandName} heißt Paare willkommen, ob verheiratet oder nicht. Niemand verlangt von Ihnen einen Nachweis der Ehe.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'visitors',
        heading: 'Besucher',
        blocks: [
          paragraph(
            'Zur Sicherheit aller Gäste dürfen nur die in der Buchung registrierten Gäste übernachten. Ein Hotel kann Besucher tagsüber in seine öffentlichen Bereiche lassen und ihren Ausweis verlangen.',
            HOTELS,
          ),
          paragraph(
            'Nur die in der Buchung genannten Gäste dürfen im Haus übernachten, höchstens so viele, wie das Haus angibt. Feiern und Veranstaltungen bedürfen der schriftlichen Zustimmung des Eigentümers.',
            HOMES,
          ),
        ],
      },
      {
        id: 'damage',
        heading: 'Schäden',
        blocks: [
          paragraph(
            'Behandeln Sie die Unterkunft wie Ihr eigenes Zuhause. Der buchende Gast haftet für Schäden, die die Gäste der Buchung über die normale Abnutzung hinaus verursachen, und die Unterkunft darf die angemessenen Kosten der Reparatur oder des Ersatzes mit Nachweis berechnen.',
          ),
          paragraph(
            'Manche Häuser verlangen eine Kaution. Höhe, Zahlungszeitpunkt und Rückzahlung stehen vor der Buchung auf der Seite der Unterkunft.',
            HOMES,
          ),
        ],
      },
      {
        id: 'smoking',
        heading: 'Rauchen',
        blocks: [
          paragraph(
            'Rauchen ist in Zimmern und Häusern nicht erlaubt, sofern die Seite der Unterkunft nichts anderes sagt. Die Unterkunft darf die Kosten für die Reinigung eines Zimmers oder Hauses berechnen, in dem geraucht wurde.',
          ),
          paragraph(
            'Rauchen an öffentlichen Orten ist nach dem Cigarettes and Other Tobacco Products Act, 2003 verboten. Hotels können einen ausgewiesenen Raucherbereich anbieten.',
            INDIA,
          ),
        ],
      },
      {
        id: 'pets',
        heading: 'Haustiere',
        blocks: [
          paragraph(
            'Haustiere sind nur in Häusern erlaubt, die das auf ihrer Seite angeben, und nur in der angegebenen Zahl. Sagen Sie dem Eigentümer vorher, welches Tier Sie mitbringen, und halten Sie es von Betten und Sofas fern.',
            HOMES,
          ),
          paragraph('Haustiere sind in Hotels nicht erlaubt, sofern die Seite der Unterkunft nichts anderes sagt.', HOTELS),
          paragraph('Assistenzhunde sind in jeder Unterkunft willkommen.'),
        ],
      },
      {
        id: 'refusal',
        heading: 'Wann ein Aufenthalt verweigert oder beendet werden kann',
        blocks: [
          paragraph(
            'Die Unterkunft darf den Check-in verweigern oder einen Aufenthalt ohne Erstattung beenden, wenn ein Gast keinen gültigen Ausweis vorlegen kann, eine vor der Buchung angezeigte Einschränkung nicht erfüllt, gegen diese Regeln oder das Gesetz verstößt oder andere Menschen oder die Unterkunft gefährdet.',
          ),
        ],
      },
    ],
  },

  'privacy-policy': {
    title: 'Datenschutzerklärung',
    summary:
      'Wie {companyName} die personenbezogenen Daten verwendet, die Sie uns beim Suchen und Buchen auf {brandName} geben, warum wir sie verwenden, wie lange wir sie speichern und welche Rechte Sie haben.',
    sections: [
      {
        id: 'who-is-responsible',
        heading: 'Wer für Ihre Daten verantwortlich ist',
        blocks: [
          paragraph(
            '{companyName}, {companyAddress}, ist als Verantwortlicher im Sinne der Datenschutz-Grundverordnung (DSGVO) für Ihre personenbezogenen Daten verantwortlich.',
            EU,
          ),
          paragraph(
            '{companyName}, {companyAddress}, ist als Verantwortlicher im Sinne der UK GDPR und des Data Protection Act 2018 für Ihre personenbezogenen Daten verantwortlich.',
            UK,
          ),
          paragraph(
            '{companyName}, {companyAddress}, ist als Data Fiduciary im Sinne des Digital Personal Data Protection Act, 2023 (DPDP Act) für Ihre personenbezogenen Daten verantwortlich.',
            INDIA,
          ),
          paragraph('Bei Fragen zu Ihren Daten schreiben Sie an {privacyEmail}.'),
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Welche Daten wir erheben',
        blocks: [
          list([
            'Konto: Ihr Name, Ihre E-Mail-Adresse, Ihre Mobilnummer und Ihr Passwort (nur als sicherer Hash gespeichert). Wenn Sie sich mit Google, Apple oder Facebook anmelden, der Name und die E-Mail-Adresse, die dieser Anbieter mit uns teilt.',
            'Buchungen: die Unterkunft, Daten, Zimmer und Gäste, der Name des eincheckenden Gastes, Ihre besonderen Wünsche und Ihr Buchungsverlauf.',
            'Zahlungen: Betrag, Währung, Zahlungsart und Status. Kartendaten geben Sie bei unserem Zahlungsdienstleister ein; wir erhalten nur ein Token, das Kartennetz und die letzten vier Ziffern.',
            'Gerät und Nutzung: IP-Adresse, Browser- und Gerätetyp, Sprache, eine Gerätekennung (das Cookie fingerprint2), die Seiten, die Sie aufrufen, und Ihre Suchen.',
            'Standort: Ihr ungefährer Standort, abgeleitet aus Ihrer IP-Adresse, und Ihr genauer Standort nur, wenn Sie ihn freigeben, etwa um Unterkünfte in Ihrer Nähe zu finden.',
            'Nachrichten: was Sie dem Kundenservice schreiben, und die Bewertungen, die Sie veröffentlichen.',
            'Kampagnen: die Anzeige oder der Link, über die Sie zu uns gekommen sind (UTM-Parameter).',
          ]),
          paragraph('Wenn Sie ein Konto anlegen, fragen wir außerdem nach Ihrer Postanschrift, die wir für Rechnungen benötigen.', EUROPE),
        ],
      },
      {
        id: 'why-we-use-it',
        heading: 'Wofür wir sie verwenden',
        blocks: [
          list([
            'um Ihre Buchungen anzulegen, zu ändern und zu stornieren und der Unterkunft die Angaben zu übermitteln, die sie braucht;',
            'um Zahlungen und Erstattungen abzuwickeln und Betrug zu verhindern;',
            'um Ihr Konto zu führen und Sie sicher anzumelden, auch mit Einmalcodes;',
            'um Ihnen zu helfen, wenn Sie den Kundenservice kontaktieren;',
            'um die Website sicher und funktionsfähig zu halten und sie anhand von Statistiken zu verbessern;',
            'um Ihnen Angebote zu senden, nur wenn Sie dem zugestimmt haben;',
            'um unsere gesetzlichen Pflichten zu erfüllen, etwa steuerliche und handelsrechtliche Aufzeichnungen und die Meldung von Gästen.',
          ]),
        ],
      },
      {
        id: 'legal-basis',
        heading: 'Unsere Rechtsgrundlage',
        blocks: [
          paragraph('Nach der DSGVO stützen wir uns auf:', EUROPE),
          list(
            [
              'den Vertrag mit Ihnen, für Buchungen, Zahlungen, Ihr Konto und den Kundenservice;',
              'unsere berechtigten Interessen, für Sicherheit, Betrugsprävention, die Verbesserung der Website und die Messung unserer Kampagnen, die wir gegen Ihre Interessen und Rechte abgewogen haben;',
              'Ihre Einwilligung, für Präferenz- und Statistik-Cookies, Werbenachrichten und Ihren genauen Standort; Sie können sie jederzeit widerrufen;',
              'rechtliche Verpflichtungen, für steuerliche und handelsrechtliche Aufzeichnungen und die Meldung von Gästen.',
            ],
            EUROPE,
          ),
          paragraph(
            'Wir verarbeiten Ihre personenbezogenen Daten mit Ihrer Einwilligung, die Sie beim Anlegen eines Kontos oder bei einer Buchung erteilen und jederzeit widerrufen können, sowie für die rechtmäßigen Zwecke, die der DPDP Act erlaubt, etwa den Zweck, für den Sie uns die Daten gegeben haben, und die Einhaltung des Gesetzes. Der Widerruf wirkt nicht auf das, was vorher geschehen ist; er kann bedeuten, dass wir eine Leistung, etwa eine Buchung, nicht mehr erbringen können.',
            INDIA,
          ),
        ],
      },
      {
        id: 'who-we-share-it-with',
        heading: 'An wen wir sie weitergeben',
        blocks: [
          list([
            'an die gebuchte Unterkunft, die Ihren Namen, Ihre Kontaktdaten, die Buchungsdaten und Ihre besonderen Wünsche erhält;',
            'an unseren Zahlungsdienstleister, für Zahlungen, Erstattungen und gespeicherte Karten;',
            'an Dienstleister, die vertraglich und nur nach unseren Weisungen für uns arbeiten: Hosting, Versand von E-Mails und SMS, Werkzeuge für den Kundenservice;',
            'an Behörden, wenn das Gesetz es verlangt.',
          ]),
          paragraph('Wir verkaufen Ihre personenbezogenen Daten nicht.'),
          paragraph(
            'Sitzt ein Dienstleister außerhalb des Europäischen Wirtschaftsraums, übermitteln wir Daten nur auf Grundlage eines Angemessenheitsbeschlusses der Europäischen Kommission oder ihrer Standardvertragsklauseln.',
            EU,
          ),
          paragraph(
            'Sitzt ein Dienstleister außerhalb des Vereinigten Königreichs, übermitteln wir Daten nur auf Grundlage britischer Angemessenheitsvorschriften oder des UK international data transfer agreement.',
            UK,
          ),
          paragraph('Wir können Daten außerhalb Indiens verarbeiten, außer in Ländern, in die die indische Regierung Übermittlungen beschränkt.', INDIA),
        ],
      },
      {
        id: 'how-long-we-keep-it',
        heading: 'Wie lange wir sie speichern',
        blocks: [
          list([
            'Kontodaten: solange Ihr Konto besteht; wir löschen sie innerhalb von 30 Tagen, nachdem Sie Ihr Konto geschlossen haben.',
            'Buchungen, Zahlungen und Rechnungen: so lange, wie es das Steuer- und Handelsrecht von {countryName} verlangt, höchstens zehn Jahre.',
            'Gerätedaten und Sicherheitsprotokolle: 13 Monate.',
            'Nachrichten an den Kundenservice: zwei Jahre nach Abschluss des Vorgangs.',
            'Einwilligung in Werbung: bis Sie sie widerrufen.',
          ]),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Ihre Rechte',
        blocks: [
          paragraph(
            'Sie haben das Recht auf Auskunft über Ihre Daten, auf Berichtigung oder Löschung, auf Einschränkung der Verarbeitung, auf Erhalt in einem übertragbaren Format, auf Widerspruch gegen die Verarbeitung (gegen Direktwerbung jederzeit) und auf Widerruf Ihrer Einwilligung.',
            EUROPE,
          ),
          paragraph(
            'Sie haben das Recht auf eine Übersicht Ihrer personenbezogenen Daten und ihrer Verarbeitung, auf Berichtigung, Vervollständigung, Aktualisierung oder Löschung, auf Abhilfe bei Beschwerden und darauf, eine Person zu benennen, die Ihre Rechte ausübt, wenn Sie sterben oder dazu nicht mehr in der Lage sind.',
            INDIA,
          ),
          paragraph(
            'Die meisten Daten können Sie in Ihrem Konto selbst ändern. Für alles andere schreiben Sie an {privacyEmail}; wir können Sie bitten, Ihre Identität nachzuweisen. Wir antworten innerhalb eines Monats.',
          ),
          paragraph(
            'Sind Sie mit unserer Antwort nicht zufrieden, können Sie sich bei {authorityName} ({authorityUrl}) oder bei der Datenschutzaufsichtsbehörde Ihres Wohnsitzlandes beschweren.',
            EUROPE,
          ),
          paragraph(
            'Unseren Grievance Officer erreichen Sie unter {grievanceEmail}; er antwortet innerhalb der Frist, die der DPDP Act setzt. Sind Sie nicht zufrieden, können Sie sich beim {authorityName} ({authorityUrl}) beschweren.',
            INDIA,
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Sicherheit',
        blocks: [
          paragraph(
            'Ihre Daten werden verschlüsselt übertragen (HTTPS). Passwörter speichern wir nur als sichere Hashes, Anmeldecodes verfallen nach wenigen Minuten, und nur Mitarbeitende, die Ihre Daten für ihre Arbeit brauchen, können sie sehen. Gefährdet eine Datenpanne Ihre Daten, informieren wir die Aufsichtsbehörde und Sie, wie es das Gesetz verlangt.',
          ),
        ],
      },
      {
        id: 'children',
        heading: 'Kinder',
        blocks: [
          paragraph(
            '{brandName} richtet sich nicht an Kinder: Sie müssen 18 Jahre alt sein, um ein Konto anzulegen oder zu buchen. Wir erheben wissentlich keine Daten von Kindern, außer den Namen und dem Alter mitreisender Kinder, die Sie uns selbst angeben.',
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Änderungen dieser Erklärung',
        blocks: [
          paragraph(
            'Wir passen diese Erklärung an, wenn sich unsere Leistungen oder das Gesetz ändern. Das Datum oben zeigt die aktuelle Fassung; über wichtige Änderungen informieren wir Sie per E-Mail.',
          ),
        ],
      },
    ],
  },

  'cookie-policy': {
    title: 'Cookie-Richtlinie',
    summary: 'Welche Cookies {brandName} auf Ihrem Gerät speichert, wozu jedes dient und wie lange es bleibt.',
    sections: [
      {
        id: 'what-cookies-are',
        heading: 'Was Cookies sind',
        blocks: [
          paragraph(
            'Cookies sind kleine Textdateien, die eine Website in Ihrem Browser speichert. Einige ähnliche Werte legen wir auch im lokalen Speicher Ihres Browsers ab. In dieser Richtlinie meint „Cookies“ beides.',
          ),
        ],
      },
      {
        id: 'categories',
        heading: 'Die drei Kategorien',
        blocks: [
          list([
            'Notwendig: erforderlich, damit die Website funktioniert und sicher bleibt, etwa um Sie angemeldet zu halten und Ihre Buchungsangaben zu speichern. Sie lassen sich nicht abschalten.',
            'Präferenzen: merken sich Entscheidungen wie Ihre Sprache und Ihren Standort, damit die Website so öffnet, wie Sie sie verlassen haben.',
            'Statistik: helfen uns zu verstehen, wie die Website genutzt wird, indem sie Besuche zählen und festhalten, welche Kampagne Sie gebracht hat, damit wir sie verbessern können.',
          ]),
        ],
      },
      {
        id: 'cookies-we-use',
        heading: 'Die Cookies, die wir verwenden',
        blocks: [
          table(
            ['Name', 'Kategorie', 'Zweck', 'Speicherdauer'],
            [
              ['token', 'Notwendig', 'Hält Sie angemeldet.', 'Bis Sie sich abmelden oder den Browser schließen'],
              ['fingerprint2', 'Notwendig', 'Erkennt Ihr Gerät, um Ihr Konto zu schützen und Betrug zu verhindern.', '2 Jahre (63.072.000 Sekunden)'],
              ['appContext', 'Notwendig', 'Merkt sich, auf welcher Website Sie sind: Marke, Land und Währung.', '2 Stunden (7.200 Sekunden)'],
              ['loggedInAppContext', 'Notwendig', 'Merkt sich dasselbe, wenn Sie angemeldet sind.', '6 Monate (15.552.000 Sekunden)'],
              [
                'cookie_consent',
                'Notwendig',
                'Merkt sich, welche Arten von Cookies Sie erlaubt haben, damit wir nicht erneut fragen.',
                '6 Monate (15.552.000 Sekunden)',
              ],
              [
                'countryIso',
                'Notwendig',
                'Das Land, aus dem Ihre Verbindung kommt, um die richtigen Preise und Regeln zu zeigen.',
                '2 Stunden (7.200 Sekunden)',
              ],
              ['locale', 'Präferenzen', 'Die Sprache, die Sie gewählt haben.', '1 Jahr (31.536.000 Sekunden)'],
              ['geoContext', 'Präferenzen', 'Ihr ungefährer Standort, um Unterkünfte in der Nähe vorzuschlagen.', '12 Stunden (43.200 Sekunden)'],
              [
                'quickLogin',
                'Präferenzen',
                'Merkt sich, dass wir Ihnen die Schnellanmeldung gezeigt haben, damit sie nicht erneut erscheint.',
                '1 Tag (86.400 Sekunden)',
              ],
              ['utm', 'Statistik', 'Die Kampagne oder der Link, über die Sie zu uns gekommen sind (UTM-Parameter).', '30 Tage (2.592.000 Sekunden)'],
              ['expd', 'Statistik', 'Die Version einer Seite, die Sie sehen, während wir eine Verbesserung testen.', 'Bis Sie den Browser schließen'],
              ['client_id', 'Statistik', 'Zählt Besuche, ohne Sie zu identifizieren.', 'Bis Sie den Browser schließen'],
            ],
          ),
          paragraph(
            'Wir verwenden keine Werbe-Cookies. Auf seiner Zahlungsseite kann unser Zahlungsdienstleister die notwendigen Cookies setzen, die er für eine sichere Zahlung braucht.',
          ),
        ],
      },
      {
        id: 'your-choice',
        heading: 'Ihre Wahl',
        blocks: [
          paragraph(
            'Notwendige Cookies setzen wir ohne Nachfrage, weil die Website ohne sie nicht funktioniert. Präferenz- und Statistik-Cookies setzen wir erst, nachdem Sie sie im Cookie-Banner akzeptiert haben. Um Ihre Wahl zu ändern, löschen Sie die Cookies dieser Website in Ihrem Browser: Beim nächsten Besuch fragt das Banner erneut.',
            EUROPE,
          ),
          paragraph(
            'Wir verwenden notwendige Cookies, um die Website zu betreiben, und Präferenz- und Statistik-Cookies, um Ihre Entscheidungen zu speichern und die Website zu verbessern. Sie können Cookies jederzeit in den Einstellungen Ihres Browsers blockieren oder löschen.',
            INDIA,
          ),
          paragraph(
            'In jedem Browser können Sie Cookies in den Einstellungen ansehen, blockieren und löschen. Blockieren Sie notwendige Cookies, können Sie sich nicht anmelden und nicht buchen.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Fragen',
        blocks: [
          paragraph('Bei Fragen zu Cookies schreiben Sie an {privacyEmail}. Unsere Datenschutzerklärung erklärt, wie wir personenbezogene Daten verwenden.'),
        ],
      },
    ],
  },

  'corporate-social-responsibility': {
    title: 'Unternehmerische Verantwortung',
    summary: 'Wie {brandName} ein fairer Partner für die Menschen und Orte sein will, die unsere Gäste empfangen.',
    sections: [
      {
        id: 'our-approach',
        heading: 'Unser Ansatz',
        blocks: [
          paragraph(
            'Reisen hat nur Bestand, wenn es den Orten guttut, die Menschen besuchen. Wir wählen unsere Partner sorgfältig aus, bezahlen sie fair und pünktlich und nutzen unsere Reichweite, um bessere Wege zu fördern, eine Unterkunft zu führen.',
          ),
        ],
      },
      {
        id: 'fair-partnerships',
        heading: 'Faire Partnerschaften',
        blocks: [
          list([
            'Unterkünfte erhalten das Geld für einen Aufenthalt innerhalb der in ihrem Vertrag vereinbarten Frist und sehen jede Provisionszeile.',
            'Wir veröffentlichen den Preis, den die Unterkunft festlegt; beim Bezahlen kommen keine versteckten Kosten hinzu.',
            'Eigentümer und Verwalter erreichen einen festen Ansprechpartner in ihrer eigenen Sprache.',
          ]),
        ],
      },
      {
        id: 'people',
        heading: 'Menschen',
        blocks: [
          paragraph(
            'Wir erwarten von jedem Partner, dass er die Gesetze zu Löhnen, Arbeitszeiten und Sicherheit einhält, niemals Kinder beschäftigt und seinen Beschäftigten einen sicheren Arbeitsplatz ohne Belästigung bietet. Werden diese Erwartungen nicht erfüllt, beenden wir die Partnerschaft.',
          ),
          paragraph(
            'Wir schulen die Housekeeping- und Rezeptionsteams unserer Partnerhotels kostenlos in Hygiene, Gästesicherheit und digitalen Fähigkeiten.',
            HOTELS,
          ),
        ],
      },
      {
        id: 'environment',
        heading: 'Umwelt',
        blocks: [
          list([
            'Wir ermutigen Unterkünfte, Wäsche auf Wunsch wiederzuverwenden, Wasser und Energie zu sparen und Einwegplastik aus den Zimmern zu verbannen.',
            'Unsere Büros arbeiten papierlos: Bestätigungen, Rechnungen und Gutscheine sind digital.',
            'Wir zeigen Gästen den öffentlichen Nahverkehr bei jeder Unterkunft, wo wir ihn kennen.',
          ]),
          paragraph(
            'Wir bitten Eigentümer, ihr Ferienhaus bei der Gemeinde anzumelden, wo das vorgeschrieben ist, und örtliche Grenzen für Ferienvermietung einzuhalten, damit Wohnviertel Wohnraum für die Menschen behalten, die dort leben.',
            HOMES,
          ),
        ],
      },
      {
        id: 'communities',
        heading: 'Gemeinschaften',
        blocks: [
          paragraph(
            'Die meisten Menschen, die unsere Unterkünfte führen, wohnen in der Nähe. Wir bevorzugen lokale Lieferanten und Beschäftigte und bitten Gäste, Rücksicht auf Nachbarn, Ruhezeiten und örtliche Gepflogenheiten zu nehmen.',
          ),
          paragraph(
            'Wo der Companies Act, 2013 es verlangt, verwendet {companyName} mindestens zwei Prozent ihres durchschnittlichen Nettogewinns für vom Vorstand beschlossene Maßnahmen der unternehmerischen Verantwortung und berichtet darüber in ihrem Jahresbericht.',
            INDIA,
          ),
        ],
      },
      {
        id: 'accessibility',
        heading: 'Barrierefreiheit',
        blocks: [
          paragraph(
            'Wir bauen unsere Website nach den Web Content Accessibility Guidelines (WCAG 2.1, Stufe AA): Sie funktioniert mit Tastatur und Screenreader. Sagen Sie uns unter {supportEmail}, wo wir hinter diesem Anspruch zurückbleiben.',
          ),
        ],
      },
      {
        id: 'talk-to-us',
        heading: 'Sprechen Sie mit uns',
        blocks: [
          paragraph('Ideen, Fragen oder Bedenken dazu, wie wir oder eine Unterkunft handeln: Schreiben Sie an {supportEmail}. Wir lesen jede Nachricht.'),
        ],
      },
    ],
  },

  'saved-card-policy': {
    title: 'Richtlinie für gespeicherte Karten',
    summary: 'Wie das Speichern einer Karte für schnelleres Bezahlen auf {brandName} funktioniert, was wir aufbewahren und wie Sie eine Karte entfernen.',
    sections: [
      {
        id: 'how-it-works',
        heading: 'So funktioniert das Speichern einer Karte',
        blocks: [
          paragraph(
            'Wenn Sie beim Bezahlen eine Karte speichern, wird sie von unserem Zahlungsdienstleister gespeichert, nicht von uns. Der Dienstleister ersetzt die Kartennummer durch ein Token: einen Code, der nur für Zahlungen auf {brandName} verwendet werden kann und für alle anderen wertlos ist.',
          ),
          paragraph(
            'Wie es die Reserve Bank of India verlangt, wird eine Karte nur als Token gespeichert, das vom Kartennetz oder der ausgebenden Bank erstellt wird (Card-on-File-Tokenisierung), nachdem Sie ausdrücklich eingewilligt und dies mit einem zusätzlichen Authentifizierungsfaktor bestätigt haben, etwa einem Einmalpasswort Ihrer Bank. Weder wir noch der Zahlungsdienstleister speichern Ihre Kartennummer.',
            INDIA,
          ),
          paragraph(
            'Jede Zahlung mit einer gespeicherten Karte wird so bestätigt, wie es Ihre Bank im Rahmen der starken Kundenauthentifizierung verlangt, zum Beispiel in der App Ihrer Bank.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-we-see',
        heading: 'Was wir sehen',
        blocks: [
          paragraph(
            'Wir sehen nur, was Sie brauchen, um die Karte zu erkennen: das Kartennetz, die letzten vier Ziffern und das Ablaufdatum. Wir verwenden die gespeicherte Karte nur, wenn Sie sie für eine Zahlung auswählen.',
          ),
        ],
      },
      {
        id: 'security-code',
        heading: 'Die Kartenprüfnummer',
        blocks: [
          paragraph(
            'Die Kartenprüfnummer (CVV oder CVC) wird nie gespeichert, weder von uns noch vom Zahlungsdienstleister. Ihre Bank kann sie bei jeder Zahlung erneut abfragen.',
          ),
        ],
      },
      {
        id: 'removing-a-card',
        heading: 'Eine Karte entfernen',
        blocks: [
          paragraph(
            'Sie können eine gespeicherte Karte jederzeit in Ihrem Konto entfernen oder den Kundenservice unter {supportEmail} darum bitten. Der Zahlungsdienstleister löscht dann das Token, das nie wieder verwendet werden kann. Das Entfernen einer Karte hat keine Auswirkung auf bereits bezahlte Buchungen.',
          ),
          paragraph(
            'Ein Token funktioniert auch nicht mehr, wenn die Karte abläuft oder Ihre Bank sie ersetzt; Sie können die neue Karte dann bei Ihrer nächsten Zahlung speichern, wenn Sie möchten.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Sicherheit',
        blocks: [
          paragraph(
            'Unser Zahlungsdienstleister ist nach dem Payment Card Industry Data Security Standard (PCI DSS) zertifiziert. Glauben Sie, dass jemand Ihre gespeicherte Karte ohne Ihre Erlaubnis verwendet hat, entfernen Sie sie, informieren Sie Ihre Bank und schreiben Sie sofort an {supportEmail}.',
          ),
        ],
      },
    ],
  },

  'unmarried-couples': {
    title: 'Unverheiratete Paare',
    summary: 'Welche Unterkünfte auf {brandName} Paare willkommen heißen, die nicht verheiratet sind, was Sie mitbringen müssen und was das Gesetz sagt.',
    sections: [
      {
        id: 'which-stays-welcome-couples',
        heading: 'Welche Unterkünfte Paare willkommen heißen',
        blocks: [
          paragraph(
            'Viele Hotels von {brandName} heißen unverheiratete Paare willkommen. Jedes Hotel zeigt seine Regel vor der Buchung: Hotels, die unverheiratete Paare aufnehmen, zeigen „Paare sind willkommen“; Hotels, die das nicht tun, zeigen „Keine unverheirateten Paare erlaubt“ auf der Hotelseite und in den Suchergebnissen. In den Suchergebnissen zeigt der Filter „Paarfreundlich“ nur Hotels, die Paare willkommen heißen.',
            { jurisdiction: ['india'], propertyType: 'hotel' },
          ),
          paragraph(
            'Jedes Haus legt seine eigene Regel fest und zeigt sie vor der Buchung: Häuser, die unverheiratete Paare aufnehmen, zeigen „Paare sind willkommen“; Häuser, die das nicht tun, zeigen „Keine unverheirateten Paare erlaubt“.',
            { jurisdiction: ['india'], propertyType: 'home' },
          ),
          paragraph(
            'Buchen Sie eine Unterkunft mit dem Hinweis „Keine unverheirateten Paare erlaubt“, darf sie einem Paar, das nicht nachweisen kann, verheiratet zu sein, den Check-in verweigern. Weil die Regel vor der Buchung angezeigt wurde, gelten dann die Stornierungsbedingungen des Zimmers. Wählen Sie eine Unterkunft, die Paare willkommen heißt.',
            INDIA,
          ),
          paragraph(
            'Jedes Haus auf {brandName} heißt Paare willkommen, ob verheiratet oder nicht. Eigentümer dürfen keinen Nachweis der Ehe verlangen, und wir entfernen Angebote, die es dennoch tun.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-to-bring',
        heading: 'Was Sie mitbringen',
        blocks: [
          paragraph(
            'Sie müssen beide mindestens 18 Jahre alt sein und beim Check-in einen gültigen amtlichen Lichtbildausweis vorlegen: Aadhaar-Karte, Reisepass, Führerschein oder Wählerausweis. Die Seite der Unterkunft sagt, ob sie keine PAN-Karte („PAN-Karte wird nicht akzeptiert“) oder keine Ausweise mit einer Adresse in derselben Stadt akzeptiert. Gäste ohne indische Staatsangehörigkeit zeigen Reisepass und Visum.',
            INDIA,
          ),
          paragraph(
            'Jeder Erwachsene zeigt beim Check-in einen Reisepass oder Personalausweis, wie es die Meldepflicht für Gäste verlangt. Niemand fragt nach Ihrem Familienstand.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'the-law',
        heading: 'Das Gesetz, einfach erklärt',
        blocks: [
          paragraph(
            'Kein Gesetz in Indien verbietet zwei unverheirateten Erwachsenen, gemeinsam in einem Hotelzimmer zu übernachten, und es ist keine Straftat. Eine Unterkunft darf jedoch eigene Aufnahmeregeln festlegen; deshalb nehmen manche keine unverheirateten Paare auf. Gesetzlich verpflichtet ist jede Unterkunft, die Identität ihrer Gäste zu erfassen; deshalb zeigen Sie Ihren Ausweis.',
            INDIA,
          ),
          paragraph(
            'In {countryName} dürfen Erwachsene unabhängig von ihrem Familienstand gemeinsam übernachten. Eine Unterkunft darf einen Ausweis verlangen, um ihre Gäste wie gesetzlich vorgeschrieben zu melden, aber keine Heiratsurkunde.',
            EUROPE,
          ),
          paragraph('Diese Seite ist eine allgemeine Information und keine Rechtsberatung.'),
        ],
      },
      {
        id: 'if-something-goes-wrong',
        heading: 'Wenn etwas schiefgeht',
        blocks: [
          paragraph(
            'Weist eine Unterkunft Sie ab, obwohl sie „Paare sind willkommen“ zeigt, oder werden Sie beim Check-in unfair behandelt, rufen Sie uns von der Unterkunft aus an oder schreiben Sie an {supportEmail}. Wir suchen Ihnen eine andere Unterkunft in der Nähe oder erstatten Ihnen den vollen Betrag.',
          ),
        ],
      },
    ],
  },
};
