import { EU, EUROPE, HOMES, HOTELS, INDIA, UK, list, paragraph, table, type LegalTexts } from '../legal-text';

/** De juridische documenten in het Nederlands: dezelfde opbouw en parameters als en.ts. */
export const nl: LegalTexts = {
  terms: {
    title: 'Boekingsvoorwaarden',
    summary:
      'Deze voorwaarden gelden als je een verblijf boekt bij {brandName}. Ze leggen uit met wie je de overeenkomst sluit, hoe prijzen en betalingen werken en wat er gebeurt als je plannen veranderen.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Wie wij zijn',
        blocks: [
          paragraph(
            '{brandName} wordt geëxploiteerd door {companyName}, {companyAddress} ("wij", "ons"). Wij beheren de website en de app waarop je verblijven zoekt en boekt. Wij zijn geen eigenaar of beheerder van de accommodaties die wij aanbieden.',
          ),
          paragraph('Onze klantenservice is bereikbaar via {supportEmail}. Wij antwoorden schriftelijk binnen twee werkdagen.'),
        ],
      },
      {
        id: 'your-booking',
        heading: 'Je boeking en met wie je die sluit',
        blocks: [
          paragraph(
            'Als je boekt, sluit je de overeenkomst voor het verblijf rechtstreeks met de accommodatie: het hotel, of de eigenaar of beheerder van het vakantiehuis. Wij treden op als tussenpersoon: wij geven je boeking door aan de accommodatie, innen de betaling namens haar als je online betaalt en helpen je als er iets misgaat.',
          ),
          paragraph(
            'Je boeking is bevestigd zodra je de bevestigingspagina met een boekingsnummer ziet en de bevestiging per e-mail of sms ontvangt. Tot dat moment bestaat er geen overeenkomst en wordt er geen geld afgeschreven.',
          ),
          paragraph('Door te boeken bevestig je dat:'),
          list([
            'je minstens 18 jaar oud bent en een bindende overeenkomst mag sluiten;',
            'de namen en contactgegevens die je opgeeft juist zijn, en je boekt voor jezelf en de gasten die met je meereizen;',
            'het aantal gasten niet hoger is dan de bezetting van de kamers of het huis dat je boekt;',
            'jij en je gasten de huisregels van de accommodatie en ons Gastenbeleid naleven.',
          ]),
        ],
      },
      {
        id: 'prices-and-taxes',
        heading: 'Prijzen en belastingen',
        blocks: [
          paragraph(
            'Prijzen worden getoond in {currencyName} ({currencyCode}) en zijn inclusief de belastingen en heffingen die voor het verblijf gelden. Het totaal op het boekingsformulier is het totaal dat je betaalt, behalve toeristenbelasting die sommige gemeenten ter plaatse laten betalen; het boekingsformulier vermeldt dat als het van toepassing is.',
            { taxes: 'inclusive' },
          ),
          paragraph(
            'Prijzen worden per nacht getoond in {currencyName} ({currencyCode}). Belastingen en heffingen komen bovenop de kamerprijs: ze staan als aparte regel vermeld voordat je boekt, en het totaal op het boekingsformulier is inclusief deze bedragen.',
            { taxes: 'exclusive' },
          ),
          paragraph(
            'Prijzen kunnen veranderen tot je boekt. Zodra je boeking is bevestigd, staat de prijs vast, tenzij je zelf de boeking wijzigt (data, kamers of gasten); dan geldt de prijs van het nieuwe verblijf. Kortingen, kortingscodes en tegoed in je wallet staan als aparte regels vermeld en gelden alleen onder hun eigen voorwaarden.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: 'Betaling',
        blocks: [
          paragraph(
            'Afhankelijk van de accommodatie betaal je online bij het boeken, of ter plaatse bij aankomst ("Betalen in de accommodatie"). Het boekingsformulier toont welke mogelijkheden je verblijf biedt; sommige accommodaties accepteren alleen online betaling, en betalen ter plaatse kan beperkt zijn tot een aantal kamers per boeking.',
          ),
          paragraph(
            'Online betalingen worden verwerkt door onze betaaldienstverlener. Wij zien of bewaren nooit je volledige kaartnummer. Wordt een online betaling niet voltooid binnen de tijd die op de betaalpagina staat, dan komen de voor jou vastgehouden kamers weer vrij en wordt de boeking niet gemaakt.',
          ),
        ],
      },
      {
        id: 'cancellation-and-refunds',
        heading: 'Annuleren en terugbetalen',
        blocks: [
          paragraph(
            'Elke kamer heeft eigen annuleringsvoorwaarden. Die staan op het boekingsformulier voordat je boekt en in je bevestiging, en zeggen tot wanneer je gratis kunt annuleren en wat je betaalt als je later annuleert.',
          ),
          paragraph(
            'Je kunt annuleren via Mijn boekingen of via de klantenservice. Annuleer je binnen de gratis periode, dan betalen wij alles terug wat je online hebt betaald. Geldt er annuleringskosten, dan betalen wij terug wat je betaalde min die kosten.',
          ),
          paragraph(
            'Terugbetalingen gaan naar de betaalmethode die je gebruikte, of naar je wallet als je daarvoor kiest, binnen 5 tot 7 werkdagen na de annulering. Het kan een paar dagen langer duren voordat je bank het bedrag toont.',
          ),
          paragraph(
            'Het herroepingsrecht van 14 dagen voor overeenkomsten op afstand geldt niet voor accommodatie die voor specifieke data is geboekt (artikel 16, onder l, van Richtlijn 2011/83/EU betreffende consumentenrechten). Je kunt annuleren zoals de annuleringsvoorwaarden van je kamer toestaan.',
            EU,
          ),
          paragraph(
            'De annuleringstermijn van 14 dagen uit de Consumer Contracts Regulations 2013 geldt niet voor accommodatie die voor specifieke data is geboekt (regulation 28(1)(b)). Je kunt annuleren zoals de annuleringsvoorwaarden van je kamer toestaan.',
            UK,
          ),
        ],
      },
      {
        id: 'changes-and-no-shows',
        heading: 'Wijzigingen, late aankomst en no-shows',
        blocks: [
          paragraph(
            'Waar je boekingspagina dat aanbiedt, kun je de data van je verblijf of de kamer wijzigen. Een wijziging krijgt de prijs van het nieuwe verblijf; is die lager, dan betalen wij het verschil terug zoals hierboven beschreven.',
          ),
          paragraph(
            'Kom je na de inchecktijd aan, laat het de accommodatie of ons dan vooraf weten. Kom je op de dag van inchecken niet en heb je niet geannuleerd, dan mag de accommodatie de boeking als no-show behandelen: zij mag de kamers vrijgeven en het no-showbedrag uit de annuleringsvoorwaarden in rekening brengen, tot de volledige prijs van het verblijf.',
          ),
          paragraph(
            'Kan de accommodatie je boeking niet nakomen, dan bieden wij je zonder meerkosten een vergelijkbaar verblijf in de buurt aan of, als je dat liever hebt, een volledige terugbetaling.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: 'Aansprakelijkheid',
        blocks: [
          paragraph(
            'De accommodatie is verantwoordelijk voor het verblijf zelf: de kamer of het huis, de voorzieningen en de diensten die zij levert. Wij zijn verantwoordelijk voor de juiste afhandeling van je boeking en betaling en voor de informatie die wij over de accommodatie publiceren, die wij van de accommodatie ontvangen en zorgvuldig controleren.',
          ),
          paragraph(
            'Wij zijn niet aansprakelijk voor wat de accommodatie doet of nalaat, behalve als wij onze eigen verplichtingen niet zijn nagekomen. Niets in deze voorwaarden beperkt aansprakelijkheid die volgens de wet niet mag worden beperkt, zoals aansprakelijkheid voor overlijden of letsel door nalatigheid, of voor fraude.',
          ),
          paragraph('Je behoudt alle rechten die het dwingende consumentenrecht van het land waar je woont je geeft.', EUROPE),
        ],
      },
      {
        id: 'complaints',
        heading: 'Klachten',
        blocks: [
          paragraph(
            'Is er tijdens je verblijf iets niet in orde, meld het dan direct aan de accommodatie zodat zij het kan oplossen. Gebeurt dat niet, schrijf ons dan via {supportEmail} tijdens je verblijf of binnen 30 dagen na vertrek, met je boekingsnummer. Wij bevestigen je klacht binnen twee werkdagen en streven ernaar haar binnen 14 dagen op te lossen.',
          ),
          paragraph(
            'Je kunt ook schrijven naar onze Grievance Officer via {grievanceEmail}. De Grievance Officer bevestigt een klacht binnen 48 uur en handelt haar af binnen een maand na ontvangst, zoals de Consumer Protection (E-Commerce) Rules, 2020 voorschrijven. Je kunt ook de National Consumer Helpline (1915) bellen of een klacht indienen bij een consumentencommissie op grond van de Consumer Protection Act, 2019.',
            INDIA,
          ),
          paragraph(
            'Komen wij er samen niet uit, dan kun je gratis advies vragen aan het Europees Consumentencentrum van het land waar je woont, of het geschil voorleggen aan de bevoegde geschillencommissie voor consumenten in {countryName}.',
            EU,
          ),
          paragraph(
            'Komen wij er samen niet uit, dan kun je gratis advies vragen aan Citizens Advice (consumer service), of het geschil voorleggen aan de rechter.',
            UK,
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Toepasselijk recht en bevoegde rechter',
        blocks: [
          paragraph(
            'Op deze voorwaarden en op elke boeking die daaronder wordt gemaakt, is het recht van India van toepassing. De rechter in {courts} is bevoegd, onverminderd je recht om je te wenden tot een consumentencommissie waar je woont of waar de oorzaak van het geschil is ontstaan.',
            INDIA,
          ),
          paragraph(
            'Op deze voorwaarden is het recht van {countryName} van toepassing. Woon je in een ander land van de Europese Unie, dan behoud je ook de bescherming van het dwingende consumentenrecht van dat land, en kun je een procedure beginnen bij de rechter in {countryName} of in het land waar je woont.',
            EU,
          ),
          paragraph(
            'Op deze voorwaarden is het recht van Engeland en Wales van toepassing. Woon je in Schotland of Noord-Ierland, dan kun je ook daar een procedure beginnen, volgens je eigen recht.',
            UK,
          ),
        ],
      },
    ],
  },

  'guest-policy': {
    title: 'Gastenbeleid',
    summary:
      'Wat elke gast moet weten voor aankomst: identiteitsbewijs, leeftijd, stellen en bezoekers, en de huisregels die gelden bij elke accommodatie op {brandName}.',
    sections: [
      {
        id: 'check-in-and-out',
        heading: 'Inchecken en uitchecken',
        blocks: [
          paragraph(
            'De tijden voor inchecken en uitchecken staan op de pagina van de accommodatie en in je bevestiging. Vroeg inchecken en laat uitchecken hangen af van de beschikbaarheid en kunnen extra kosten met zich meebrengen, die je ziet voordat je ervoor betaalt.',
          ),
        ],
      },
      {
        id: 'identity-documents',
        heading: 'Identiteitsbewijs',
        blocks: [
          paragraph(
            'Elke volwassen gast moet bij het inchecken een geldig, door de overheid uitgegeven identiteitsbewijs met foto tonen: een Aadhaar-kaart, paspoort, rijbewijs of kiezerspas. Een PAN-kaart wordt niet bij elke accommodatie als identiteitsbewijs geaccepteerd; de pagina van de accommodatie vermeldt dan "PAN-kaart niet geaccepteerd". Sommige accommodaties accepteren geen identiteitsbewijzen met een adres in dezelfde stad (lokale ID\'s) en vermelden dat op hun pagina.',
            INDIA,
          ),
          paragraph(
            'Gasten zonder Indiase nationaliteit moeten hun paspoort met een geldig Indiaas visum tonen. De accommodatie moet hun verblijf melden bij de autoriteiten (Form C). Accommodaties met de vermelding "Alleen Indiase staatsburgers toegestaan" kunnen geen buitenlandse gasten ontvangen.',
            INDIA,
          ),
          paragraph(
            'Elke volwassen gast moet bij het inchecken een geldig paspoort of identiteitskaart tonen. In veel landen is de accommodatie wettelijk verplicht haar gasten te registreren en hun gegevens door te geven aan de lokale autoriteiten.',
            EUROPE,
          ),
          paragraph('Heb je online betaald, dan kan de accommodatie vragen de kaart te zien waarmee je betaalde.'),
        ],
      },
      {
        id: 'age',
        heading: 'Leeftijd',
        blocks: [
          paragraph(
            'De gast die incheckt, moet minstens 18 jaar oud zijn. Kinderen zijn welkom, tenzij de pagina van de accommodatie anders vermeldt, en tellen mee voor het aantal gasten van de kamer of het huis.',
          ),
        ],
      },
      {
        id: 'couples',
        heading: 'Stellen',
        blocks: [
          paragraph(
            'Of ongehuwde stellen samen mogen verblijven, bepaalt elke accommodatie zelf. Accommodaties die hen niet ontvangen, tonen "Geen ongehuwde stellen toegestaan" op hun pagina en in de zoekresultaten; de andere tonen "Stellen zijn welkom". Lees meer op onze pagina over ongehuwde stellen.',
            INDIA,
          ),
          paragraph('Elke accommodatie op {brandName} verwelkomt stellen, getrouwd of niet. Niemand vraagt je om een bewijs van huwelijk.', EUROPE),
        ],
      },
      {
        id: 'visitors',
        heading: 'Bezoekers',
        blocks: [
          paragraph(
            'Voor de veiligheid van alle gasten mogen alleen de gasten die op de boeking staan er overnachten. Een hotel kan bezoekers overdag toelaten in de openbare ruimtes en vragen hun identiteitsbewijs te zien.',
            HOTELS,
          ),
          paragraph(
            'Alleen de gasten die in de boeking staan, mogen in het huis overnachten, tot het maximale aantal gasten dat het huis vermeldt. Feesten en evenementen vereisen de schriftelijke toestemming van de eigenaar.',
            HOMES,
          ),
        ],
      },
      {
        id: 'damage',
        heading: 'Schade',
        blocks: [
          paragraph(
            'Behandel de accommodatie zoals je je eigen huis zou behandelen. De gast die boekte, is verantwoordelijk voor schade die de gasten van de boeking veroorzaken, voor zover die verder gaat dan normale slijtage, en de accommodatie mag de redelijke kosten van herstel of vervanging in rekening brengen, met bewijs daarvan.',
          ),
          paragraph(
            'Sommige huizen vragen een borg. Het bedrag, wanneer je het betaalt en wanneer je het terugkrijgt, staan op de pagina van de accommodatie voordat je boekt.',
            HOMES,
          ),
        ],
      },
      {
        id: 'smoking',
        heading: 'Roken',
        blocks: [
          paragraph(
            'Roken is niet toegestaan in kamers en huizen, tenzij de pagina van de accommodatie anders vermeldt. De accommodatie mag de kosten in rekening brengen van het schoonmaken van een kamer of huis waarin is gerookt.',
          ),
          paragraph(
            'Roken op openbare plaatsen is verboden door de Cigarettes and Other Tobacco Products Act, 2003. Hotels kunnen een aangewezen rookruimte hebben.',
            INDIA,
          ),
        ],
      },
      {
        id: 'pets',
        heading: 'Huisdieren',
        blocks: [
          paragraph(
            'Huisdieren zijn alleen toegestaan in huizen die dat op hun pagina vermelden, tot het aangegeven aantal. Laat de eigenaar vooraf weten welk dier je meeneemt, en houd het van bedden en banken.',
            HOMES,
          ),
          paragraph('Huisdieren zijn niet toegestaan in hotels, tenzij de pagina van de accommodatie anders vermeldt.', HOTELS),
          paragraph('Hulphonden zijn bij elke accommodatie welkom.'),
        ],
      },
      {
        id: 'refusal',
        heading: 'Wanneer een verblijf kan worden geweigerd of beëindigd',
        blocks: [
          paragraph(
            'De accommodatie mag het inchecken weigeren, of een verblijf zonder terugbetaling beëindigen, als een gast geen geldig identiteitsbewijs kan tonen, niet voldoet aan een beperking die vóór het boeken werd getoond, deze regels of de wet overtreedt, of anderen of de accommodatie in gevaar brengt.',
          ),
        ],
      },
    ],
  },

  'privacy-policy': {
    title: 'Privacybeleid',
    summary:
      'Hoe {companyName} de persoonsgegevens gebruikt die je ons geeft als je zoekt en boekt op {brandName}, waarom we dat doen, hoe lang we ze bewaren en welke rechten je hebt.',
    sections: [
      {
        id: 'who-is-responsible',
        heading: 'Wie verantwoordelijk is voor je gegevens',
        blocks: [
          paragraph(
            '{companyName}, {companyAddress}, is als verwerkingsverantwoordelijke in de zin van de Algemene verordening gegevensbescherming (AVG) verantwoordelijk voor je persoonsgegevens.',
            EU,
          ),
          paragraph(
            '{companyName}, {companyAddress}, is als verwerkingsverantwoordelijke in de zin van de UK GDPR en de Data Protection Act 2018 verantwoordelijk voor je persoonsgegevens.',
            UK,
          ),
          paragraph(
            '{companyName}, {companyAddress}, is als Data Fiduciary in de zin van de Digital Personal Data Protection Act, 2023 (DPDP Act) verantwoordelijk voor je persoonsgegevens.',
            INDIA,
          ),
          paragraph('Voor elke vraag over je gegevens kun je schrijven naar {privacyEmail}.'),
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Wat we verzamelen',
        blocks: [
          list([
            'Account: je naam, e-mailadres, mobiele nummer en wachtwoord (alleen bewaard als veilige hash). Log je in met Google, Apple of Facebook, dan de naam en het e-mailadres die die aanbieder met ons deelt.',
            'Boekingen: de accommodatie, data, kamers en gasten, de naam van de gast die incheckt, je speciale verzoeken en je boekingsgeschiedenis.',
            'Betalingen: bedrag, valuta, betaalmethode en status. Kaartgegevens voer je in bij onze betaaldienstverlener; wij ontvangen alleen een token, het kaartnetwerk en de laatste vier cijfers.',
            "Apparaat en gebruik: IP-adres, type browser en apparaat, taal, een apparaat-ID (de cookie fingerprint2), de pagina's die je bekijkt en de zoekopdrachten die je doet.",
            'Locatie: je globale locatie, afgeleid van je IP-adres, en je precieze locatie alleen als je die deelt, bijvoorbeeld om verblijven in de buurt te vinden.',
            'Berichten: wat je aan de klantenservice schrijft, en de beoordelingen die je publiceert.',
            'Campagnes: de advertentie of link die je naar ons bracht (utm-parameters).',
          ]),
          paragraph('Als je een account aanmaakt, vragen we ook je postadres, dat we nodig hebben voor facturen.', EUROPE),
        ],
      },
      {
        id: 'why-we-use-it',
        heading: 'Waarvoor we het gebruiken',
        blocks: [
          list([
            'om je boekingen te maken, te wijzigen en te annuleren, en de gegevens die de accommodatie nodig heeft aan haar door te geven;',
            'om betalingen en terugbetalingen te verwerken en fraude te voorkomen;',
            'om je account te beheren en je veilig te laten inloggen, ook met eenmalige codes;',
            'om je te helpen als je contact opneemt met de klantenservice;',
            'om de site veilig en werkend te houden, en haar op basis van statistieken te verbeteren;',
            'om je aanbiedingen te sturen, alleen als je daarmee hebt ingestemd;',
            'om te voldoen aan onze wettelijke plichten, zoals de fiscale en boekhoudkundige administratie en de registratie van gasten.',
          ]),
        ],
      },
      {
        id: 'legal-basis',
        heading: 'Onze rechtsgrond',
        blocks: [
          paragraph('Op grond van de AVG baseren we ons op:', EUROPE),
          list(
            [
              'de overeenkomst met jou, voor boekingen, betalingen, je account en de klantenservice;',
              'ons gerechtvaardigd belang, voor beveiliging, fraudepreventie, verbetering van de site en het meten van onze campagnes, dat we hebben afgewogen tegen jouw belangen en rechten;',
              'je toestemming, voor voorkeurs- en statistiekcookies, marketingberichten en je precieze locatie; je kunt die op elk moment intrekken;',
              'wettelijke verplichtingen, voor de fiscale en boekhoudkundige administratie en de registratie van gasten.',
            ],
            EUROPE,
          ),
          paragraph(
            'We verwerken je persoonsgegevens met je toestemming, die je geeft als je een account aanmaakt of een boeking maakt en die je op elk moment kunt intrekken, en voor de legitieme doeleinden die de DPDP Act toestaat, zoals het doel waarvoor je ons de gegevens gaf en het naleven van de wet. Het intrekken van toestemming heeft geen gevolgen voor wat eerder is gebeurd; het kan betekenen dat we een dienst, zoals een boeking, niet meer kunnen leveren.',
            INDIA,
          ),
        ],
      },
      {
        id: 'who-we-share-it-with',
        heading: 'Met wie we het delen',
        blocks: [
          list([
            'de accommodatie die je boekt, die je naam, contactgegevens, boekingsgegevens en speciale verzoeken ontvangt;',
            'onze betaaldienstverlener, voor betalingen, terugbetalingen en opgeslagen kaarten;',
            'dienstverleners die onder contract en alleen op onze instructies voor ons werken: hosting, verzending van e-mail en sms, hulpmiddelen voor de klantenservice;',
            'autoriteiten, als de wet dat vereist.',
          ]),
          paragraph('We verkopen je persoonsgegevens niet.'),
          paragraph(
            'Zit een dienstverlener buiten de Europese Economische Ruimte, dan geven we gegevens alleen door op basis van een adequaatheidsbesluit van de Europese Commissie of haar modelcontractbepalingen.',
            EU,
          ),
          paragraph(
            'Zit een dienstverlener buiten het Verenigd Koninkrijk, dan geven we gegevens alleen door op basis van de Britse adequaatheidsregels of de UK international data transfer agreement.',
            UK,
          ),
          paragraph('We kunnen gegevens buiten India verwerken, behalve in landen waarvoor de Indiase overheid doorgifte beperkt.', INDIA),
        ],
      },
      {
        id: 'how-long-we-keep-it',
        heading: 'Hoe lang we het bewaren',
        blocks: [
          list([
            'Accountgegevens: zolang je account bestaat; we verwijderen ze binnen 30 dagen nadat je je account hebt opgeheven.',
            'Boekingen, betalingen en facturen: zolang de fiscale en boekhoudkundige wetgeving van {countryName} dat vereist, ten hoogste tien jaar.',
            'Apparaatgegevens en beveiligingslogs: 13 maanden.',
            'Berichten aan de klantenservice: twee jaar nadat de zaak is afgesloten.',
            'Toestemming voor marketing: tot je die intrekt.',
          ]),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Je rechten',
        blocks: [
          paragraph(
            'Je hebt het recht op inzage in je gegevens, op correctie of verwijdering, op beperking van het gebruik, op ontvangst in een overdraagbaar formaat, op bezwaar tegen het gebruik (tegen direct marketing altijd), en op het intrekken van je toestemming.',
            EUROPE,
          ),
          paragraph(
            'Je hebt het recht op een overzicht van je persoonsgegevens en van hoe we ze verwerken, op correctie, aanvulling, bijwerking of verwijdering, op afhandeling van je klachten, en om iemand aan te wijzen die je rechten kan uitoefenen als je overlijdt of daartoe niet meer in staat bent.',
            INDIA,
          ),
          paragraph(
            'De meeste gegevens kun je zelf in je account wijzigen. Voor al het andere schrijf je naar {privacyEmail}; we kunnen je vragen aan te tonen wie je bent. We antwoorden binnen een maand.',
          ),
          paragraph(
            'Ben je niet tevreden met ons antwoord, dan kun je een klacht indienen bij {authorityName} ({authorityUrl}) of bij de toezichthouder voor gegevensbescherming van het land waar je woont.',
            EUROPE,
          ),
          paragraph(
            'Onze Grievance Officer is bereikbaar via {grievanceEmail} en antwoordt binnen de termijn die de DPDP Act stelt. Ben je niet tevreden, dan kun je een klacht indienen bij {authorityName} ({authorityUrl}).',
            INDIA,
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Beveiliging',
        blocks: [
          paragraph(
            'Je gegevens worden versleuteld verzonden (HTTPS). Wachtwoorden bewaren we alleen als veilige hash, inlogcodes verlopen binnen enkele minuten, en alleen medewerkers die je gegevens voor hun werk nodig hebben, kunnen ze inzien. Brengt een datalek je gegevens in gevaar, dan informeren we de toezichthouder en jou zoals de wet vereist.',
          ),
        ],
      },
      {
        id: 'children',
        heading: 'Kinderen',
        blocks: [
          paragraph(
            '{brandName} is niet bedoeld voor kinderen: je moet 18 zijn om een account aan te maken of te boeken. We verzamelen niet bewust gegevens van kinderen, behalve de namen en leeftijden van meereizende kinderen die je ons zelf geeft.',
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Wijzigingen in dit beleid',
        blocks: [
          paragraph(
            'We passen dit beleid aan als onze diensten of de wet veranderen. De datum bovenaan toont de laatste versie; over belangrijke wijzigingen informeren we je per e-mail.',
          ),
        ],
      },
    ],
  },

  'cookie-policy': {
    title: 'Cookiebeleid',
    summary: 'Welke cookies {brandName} op je apparaat plaatst, wat elke cookie doet en hoe lang hij blijft.',
    sections: [
      {
        id: 'what-cookies-are',
        heading: 'Wat cookies zijn',
        blocks: [
          paragraph(
            'Cookies zijn kleine tekstbestanden die een website in je browser opslaat. We bewaren ook enkele vergelijkbare waarden in de lokale opslag van je browser. In dit beleid vallen beide onder "cookies".',
          ),
        ],
      },
      {
        id: 'categories',
        heading: 'De drie categorieën',
        blocks: [
          list([
            'Noodzakelijk: nodig om de site te laten werken en veilig te houden, bijvoorbeeld om je ingelogd te houden en je boekingsgegevens te onthouden. Ze kunnen niet worden uitgezet.',
            'Voorkeuren: onthouden keuzes zoals je taal en je locatie, zodat de site opent zoals je haar achterliet.',
            'Statistieken: helpen ons te begrijpen hoe de site wordt gebruikt, door bezoeken te tellen en te zien welke campagne je bracht, zodat we haar kunnen verbeteren.',
          ]),
        ],
      },
      {
        id: 'cookies-we-use',
        heading: 'De cookies die we gebruiken',
        blocks: [
          table(
            ['Naam', 'Categorie', 'Doel', 'Bewaartermijn'],
            [
              ['token', 'Noodzakelijk', 'Houdt je ingelogd.', 'Tot je uitlogt of de browser sluit'],
              ['fingerprint2', 'Noodzakelijk', 'Herkent je apparaat, om je account te beschermen en fraude te voorkomen.', '2 jaar (63.072.000 seconden)'],
              ['appContext', 'Noodzakelijk', 'Onthoudt op welke site je bent: merk, land en valuta.', '2 uur (7.200 seconden)'],
              ['loggedInAppContext', 'Noodzakelijk', 'Onthoudt hetzelfde als je bent ingelogd.', '6 maanden (15.552.000 seconden)'],
              [
                'cookie_consent',
                'Noodzakelijk',
                'Onthoudt welke soorten cookies je hebt toegestaan, zodat we het niet opnieuw vragen.',
                '6 maanden (15.552.000 seconden)',
              ],
              ['countryIso', 'Noodzakelijk', 'Het land waar je verbinding vandaan komt, om de juiste prijzen en regels te tonen.', '2 uur (7.200 seconden)'],
              ['locale', 'Voorkeuren', 'De taal die je koos.', '1 jaar (31.536.000 seconden)'],
              ['geoContext', 'Voorkeuren', 'Je globale locatie, om verblijven in de buurt voor te stellen.', '12 uur (43.200 seconden)'],
              [
                'quickLogin',
                'Voorkeuren',
                'Onthoudt dat we je het snelle inloggen hebben getoond, zodat het niet opnieuw verschijnt.',
                '1 dag (86.400 seconden)',
              ],
              ['utm', 'Statistieken', 'De campagne of link die je naar ons bracht (utm-parameters).', '30 dagen (2.592.000 seconden)'],
              ['expd', 'Statistieken', 'De versie van een pagina die je ziet terwijl we een verbetering testen.', 'Tot je de browser sluit'],
              ['client_id', 'Statistieken', 'Telt bezoeken zonder je te identificeren.', 'Tot je de browser sluit'],
            ],
          ),
          paragraph(
            'We gebruiken geen advertentiecookies. Op haar betaalpagina kan onze betaaldienstverlener de noodzakelijke cookies plaatsen die zij nodig heeft om de betaling veilig af te handelen.',
          ),
        ],
      },
      {
        id: 'your-choice',
        heading: 'Jouw keuze',
        blocks: [
          paragraph(
            'Noodzakelijke cookies plaatsen we zonder te vragen, omdat de site zonder ze niet werkt. Voorkeurs- en statistiekcookies plaatsen we pas nadat je ze in de cookiebanner hebt geaccepteerd. Wil je je keuze wijzigen, verwijder dan de cookies van deze site in je browser: bij je volgende bezoek vraagt de banner het opnieuw.',
            EUROPE,
          ),
          paragraph(
            'We gebruiken noodzakelijke cookies om de site te laten werken, en voorkeurs- en statistiekcookies om je keuzes te onthouden en de site te verbeteren. Je kunt cookies op elk moment blokkeren of verwijderen in de instellingen van je browser.',
            INDIA,
          ),
          paragraph(
            'Elke browser laat je in zijn instellingen cookies bekijken, blokkeren en verwijderen. Blokkeer je noodzakelijke cookies, dan kun je niet inloggen of boeken.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Vragen',
        blocks: [paragraph('Voor vragen over cookies schrijf je naar {privacyEmail}. Ons Privacybeleid legt uit hoe we persoonsgegevens gebruiken.')],
      },
    ],
  },

  'corporate-social-responsibility': {
    title: 'Maatschappelijk verantwoord ondernemen',
    summary: 'Hoe {brandName} een eerlijke partner wil zijn voor de mensen en plaatsen die onze gasten ontvangen.',
    sections: [
      {
        id: 'our-approach',
        heading: 'Onze aanpak',
        blocks: [
          paragraph(
            'Reizen houdt alleen stand als het goed is voor de plaatsen die mensen bezoeken. We kiezen onze partners met zorg, betalen hen eerlijk en op tijd, en gebruiken ons bereik om betere manieren van het runnen van een verblijf aan te moedigen.',
          ),
        ],
      },
      {
        id: 'fair-partnerships',
        heading: 'Eerlijke samenwerking',
        blocks: [
          list([
            'Accommodaties ontvangen het geld voor een verblijf binnen de termijn uit hun contract, en zien elke commissieregel.',
            'We publiceren de prijs die de accommodatie vaststelt; we voegen bij het afrekenen geen verborgen kosten toe.',
            'Eigenaren en beheerders kunnen een vaste accountmanager bereiken, in hun eigen taal.',
          ]),
        ],
      },
      {
        id: 'people',
        heading: 'Mensen',
        blocks: [
          paragraph(
            'We verwachten van elke partner dat zij de wet naleeft op het gebied van lonen, werktijden en veiligheid, nooit kinderen laat werken, en personeel een veilige werkplek zonder intimidatie biedt. We beëindigen een samenwerking als aan deze verwachtingen niet wordt voldaan.',
          ),
          paragraph(
            'We trainen de housekeeping- en receptieteams van onze partnerhotels kosteloos in hygiëne, gastveiligheid en digitale vaardigheden.',
            HOTELS,
          ),
        ],
      },
      {
        id: 'environment',
        heading: 'Milieu',
        blocks: [
          list([
            'We moedigen accommodaties aan om linnengoed op verzoek te hergebruiken, water en energie te besparen en wegwerpplastic uit de kamers te halen.',
            'Onze kantoren werken papierloos: bevestigingen, facturen en vouchers zijn digitaal.',
            'We tonen gasten het openbaar vervoer bij elke accommodatie waar we dat kennen.',
          ]),
          paragraph(
            'We vragen eigenaren hun vakantiehuis bij de gemeente te registreren waar dat verplicht is, en lokale grenzen aan vakantieverhuur te respecteren, zodat buurten woningen houden voor de mensen die er wonen.',
            HOMES,
          ),
        ],
      },
      {
        id: 'communities',
        heading: 'Gemeenschappen',
        blocks: [
          paragraph(
            'De meeste mensen die onze accommodaties runnen, wonen in de buurt. We geven de voorkeur aan lokale leveranciers en medewerkers, en vragen gasten rekening te houden met buren, rusttijden en lokale gewoonten.',
          ),
          paragraph(
            'Waar de Companies Act, 2013 dat vereist, besteedt {companyName} ten minste twee procent van haar gemiddelde nettowinst aan door het bestuur goedgekeurde activiteiten op het gebied van maatschappelijk verantwoord ondernemen, en rapporteert zij daarover in haar jaarverslag.',
            INDIA,
          ),
        ],
      },
      {
        id: 'accessibility',
        heading: 'Toegankelijkheid',
        blocks: [
          paragraph(
            'We bouwen onze website volgens de Web Content Accessibility Guidelines (WCAG 2.1, niveau AA): ze werkt met een toetsenbord en met schermlezers. Laat ons via {supportEmail} weten waar we tekortschieten.',
          ),
        ],
      },
      {
        id: 'talk-to-us',
        heading: 'Praat met ons',
        blocks: [paragraph('Ideeën, vragen of zorgen over hoe wij of een accommodatie handelen: schrijf naar {supportEmail}. We lezen elk bericht.')],
      },
    ],
  },

  'saved-card-policy': {
    title: 'Beleid voor opgeslagen kaarten',
    summary: 'Hoe het opslaan van een kaart voor sneller betalen werkt op {brandName}, wat we bewaren en hoe je een kaart verwijdert.',
    sections: [
      {
        id: 'how-it-works',
        heading: 'Zo werkt het opslaan van een kaart',
        blocks: [
          paragraph(
            'Als je er bij het betalen voor kiest een kaart op te slaan, wordt de kaart opgeslagen door onze betaaldienstverlener, niet door ons. De dienstverlener vervangt het kaartnummer door een token: een code die alleen bruikbaar is voor betalingen op {brandName} en voor ieder ander waardeloos is.',
          ),
          paragraph(
            'Zoals de Reserve Bank of India vereist, wordt een kaart alleen opgeslagen als een token dat is aangemaakt door het kaartnetwerk of de bank die de kaart uitgaf (card-on-file-tokenisatie), nadat je uitdrukkelijk toestemming hebt gegeven en die hebt bevestigd met een extra verificatiestap, zoals een eenmalig wachtwoord van je bank. Wij noch de betaaldienstverlener bewaren je kaartnummer.',
            INDIA,
          ),
          paragraph(
            'Elke betaling met een opgeslagen kaart wordt bevestigd zoals je bank vereist onder sterke klantauthenticatie, bijvoorbeeld in de app van je bank.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-we-see',
        heading: 'Wat wij zien',
        blocks: [
          paragraph(
            'We zien alleen wat je nodig hebt om de kaart te herkennen: het kaartnetwerk, de laatste vier cijfers en de vervaldatum. We gebruiken de opgeslagen kaart alleen als je haar voor een betaling kiest.',
          ),
        ],
      },
      {
        id: 'security-code',
        heading: 'De beveiligingscode',
        blocks: [
          paragraph(
            'De beveiligingscode van de kaart (CVV of CVC) wordt nooit opgeslagen, niet door ons en niet door de betaaldienstverlener. Je bank kan er bij elke betaling opnieuw om vragen.',
          ),
        ],
      },
      {
        id: 'removing-a-card',
        heading: 'Een kaart verwijderen',
        blocks: [
          paragraph(
            'Je kunt een opgeslagen kaart op elk moment verwijderen in je account, of door het te vragen aan de klantenservice via {supportEmail}. De betaaldienstverlener verwijdert dan het token, dat nooit meer kan worden gebruikt. Het verwijderen van een kaart heeft geen gevolgen voor boekingen die je al hebt betaald.',
          ),
          paragraph(
            'Een token werkt ook niet meer als de kaart verloopt of je bank haar vervangt; je slaat dan bij je volgende betaling de nieuwe kaart op als je dat wilt.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Beveiliging',
        blocks: [
          paragraph(
            'Onze betaaldienstverlener is gecertificeerd volgens de Payment Card Industry Data Security Standard (PCI DSS). Denk je dat iemand je opgeslagen kaart zonder jouw toestemming heeft gebruikt, verwijder haar dan, licht je bank in en schrijf direct naar {supportEmail}.',
          ),
        ],
      },
    ],
  },

  'unmarried-couples': {
    title: 'Ongehuwde stellen',
    summary: 'Welke verblijven op {brandName} stellen verwelkomen die niet getrouwd zijn, wat je meeneemt en wat de wet zegt.',
    sections: [
      {
        id: 'which-stays-welcome-couples',
        heading: 'Welke verblijven stellen verwelkomen',
        blocks: [
          paragraph(
            'Veel hotels van {brandName} verwelkomen ongehuwde stellen. Elk hotel toont zijn regel voordat je boekt: hotels die ongehuwde stellen ontvangen, tonen "Stellen zijn welkom"; hotels die dat niet doen, tonen "Geen ongehuwde stellen toegestaan" op de hotelpagina en in de zoekresultaten. In de zoekresultaten toont het filter "Stelvriendelijk" alleen hotels die stellen verwelkomen.',
            { jurisdiction: ['india'], propertyType: 'hotel' },
          ),
          paragraph(
            'Elk huis bepaalt zijn eigen regel en toont die voordat je boekt: huizen die ongehuwde stellen ontvangen, tonen "Stellen zijn welkom"; huizen die dat niet doen, tonen "Geen ongehuwde stellen toegestaan".',
            { jurisdiction: ['india'], propertyType: 'home' },
          ),
          paragraph(
            'Boek je een verblijf met de vermelding "Geen ongehuwde stellen toegestaan", dan kan de accommodatie het inchecken weigeren aan een stel dat niet kan aantonen getrouwd te zijn. Omdat de regel vóór het boeken werd getoond, gelden dan de annuleringsvoorwaarden van de kamer. Kies een verblijf dat stellen verwelkomt.',
            INDIA,
          ),
          paragraph(
            'Elk huis op {brandName} verwelkomt stellen, of ze nu getrouwd zijn of niet. Eigenaren mogen niet om een bewijs van huwelijk vragen, en we verwijderen aanbiedingen die dat wel doen.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-to-bring',
        heading: 'Wat je meeneemt',
        blocks: [
          paragraph(
            'Jullie moeten allebei minstens 18 zijn en bij het inchecken een geldig, door de overheid uitgegeven identiteitsbewijs met foto tonen: een Aadhaar-kaart, paspoort, rijbewijs of kiezerspas. De pagina van de accommodatie vermeldt het als zij geen PAN-kaart accepteert ("PAN-kaart niet geaccepteerd") of geen identiteitsbewijzen met een adres in dezelfde stad. Gasten zonder Indiase nationaliteit tonen hun paspoort en visum.',
            INDIA,
          ),
          paragraph(
            'Elke volwassene toont bij het inchecken een paspoort of identiteitskaart, zoals de registratie van gasten vereist. Niemand vraagt naar je burgerlijke staat.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'the-law',
        heading: 'De wet, in gewone woorden',
        blocks: [
          paragraph(
            'Geen enkele wet in India verbiedt twee ongehuwde volwassenen samen in een hotelkamer te verblijven, en het is geen strafbaar feit. Een accommodatie mag wel haar eigen toelatingsregels stellen, en daarom ontvangen sommige geen ongehuwde stellen. Wat elke accommodatie wettelijk moet doen, is de identiteit van haar gasten vastleggen; daarom toon je je identiteitsbewijs.',
            INDIA,
          ),
          paragraph(
            'In {countryName} mogen volwassenen samen verblijven, wat hun burgerlijke staat ook is. Een accommodatie mag om een identiteitsbewijs vragen om haar gasten te registreren, zoals de wet vereist, maar niet om een huwelijksakte.',
            EUROPE,
          ),
          paragraph('Deze pagina geeft algemene informatie, geen juridisch advies.'),
        ],
      },
      {
        id: 'if-something-goes-wrong',
        heading: 'Als er iets misgaat',
        blocks: [
          paragraph(
            'Weigert een accommodatie je terwijl zij "Stellen zijn welkom" toont, of word je bij het inchecken oneerlijk behandeld, bel of schrijf ons dan vanuit de accommodatie via {supportEmail}. We zoeken een ander verblijf in de buurt voor je of betalen je volledig terug.',
          ),
        ],
      },
    ],
  },
};
