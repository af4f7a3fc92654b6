import { EU, EUROPE, HOMES, HOTELS, INDIA, UK, list, paragraph, table, type LegalTexts } from '../legal-text';

/** I documenti legali in italiano (forma di cortesia, Lei): la stessa struttura e gli stessi parametri di en.ts. */
export const it: LegalTexts = {
  terms: {
    title: 'Condizioni di prenotazione',
    summary:
      'Le presenti condizioni si applicano quando Lei prenota un soggiorno su {brandName}. Spiegano con chi conclude il contratto, come funzionano prezzi e pagamenti e che cosa succede se i Suoi programmi cambiano.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Chi siamo',
        blocks: [
          paragraph(
            '{brandName} è gestito da {companyName}, {companyAddress} («noi»). Gestiamo il sito web e l’app su cui Lei cerca e prenota soggiorni. Non siamo proprietari né gestori delle strutture che presentiamo.',
          ),
          paragraph('Può contattare il nostro servizio clienti all’indirizzo {supportEmail}. Rispondiamo per iscritto entro due giorni lavorativi.'),
        ],
      },
      {
        id: 'your-booking',
        heading: 'La Sua prenotazione e con chi è conclusa',
        blocks: [
          paragraph(
            'Con la prenotazione Lei conclude il contratto di soggiorno direttamente con la struttura: l’hotel, oppure il proprietario o il gestore della casa vacanze. Noi agiamo come intermediario: trasmettiamo la Sua prenotazione alla struttura, riscuotiamo il pagamento per conto della struttura quando Lei paga online e La assistiamo se qualcosa va storto.',
          ),
          paragraph(
            'La prenotazione è confermata quando Lei vede la pagina di conferma con un numero di prenotazione e riceve la conferma via e-mail o SMS. Fino a quel momento non esiste alcun contratto e non viene addebitato alcun importo.',
          ),
          paragraph('Con la prenotazione Lei conferma che:'),
          list([
            'ha almeno 18 anni e può concludere un contratto vincolante;',
            'i nomi e i recapiti che indica sono corretti e prenota per sé e per gli ospiti che viaggiano con Lei;',
            'il numero di ospiti non supera la capacità delle camere o della casa che prenota;',
            'Lei e i Suoi ospiti rispetteranno il regolamento interno della struttura e le nostre Regole per gli ospiti.',
          ]),
        ],
      },
      {
        id: 'prices-and-taxes',
        heading: 'Prezzi e imposte',
        blocks: [
          paragraph(
            'I prezzi sono indicati in {currencyName} ({currencyCode}) e comprendono le imposte e gli oneri applicabili al soggiorno. Il totale indicato nel modulo di prenotazione è l’importo che Lei paga, salvo l’imposta di soggiorno che alcuni comuni richiedono di pagare presso la struttura; il modulo di prenotazione lo segnala quando è prevista.',
            { taxes: 'inclusive' },
          ),
          paragraph(
            'I prezzi sono indicati in {currencyName} ({currencyCode}) per notte. Imposte e oneri si aggiungono al prezzo della camera: sono indicati in una riga separata prima della prenotazione, e il totale del modulo di prenotazione li comprende.',
            { taxes: 'exclusive' },
          ),
          paragraph(
            'I prezzi possono cambiare fino al momento della prenotazione. Una volta confermata la prenotazione, il prezzo è bloccato, salvo che sia Lei a modificare la prenotazione (date, camere od ospiti): in tal caso si applica il prezzo del nuovo soggiorno. Sconti, coupon e credito del portafoglio sono indicati in righe separate e si applicano solo alle rispettive condizioni.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: 'Pagamento',
        blocks: [
          paragraph(
            'A seconda della struttura, Lei paga online al momento della prenotazione oppure presso la struttura all’arrivo («Pagamento in hotel»). Il modulo di prenotazione indica quali modalità sono disponibili per il Suo soggiorno; alcune strutture accettano solo il pagamento online, e il pagamento in struttura può essere limitato a un certo numero di camere per prenotazione.',
          ),
          paragraph(
            'I pagamenti online sono gestiti dal nostro fornitore di servizi di pagamento. Non vediamo né conserviamo mai il numero completo della Sua carta. Se un pagamento online non viene completato entro il tempo indicato nella pagina di pagamento, le camere riservate per Lei vengono rilasciate e la prenotazione non viene effettuata.',
          ),
        ],
      },
      {
        id: 'cancellation-and-refunds',
        heading: 'Cancellazione e rimborsi',
        blocks: [
          paragraph(
            'Ogni camera ha le proprie condizioni di cancellazione. Sono indicate nel modulo di prenotazione prima della prenotazione e nella Sua conferma, e precisano fino a quando può cancellare gratuitamente e quanto paga se cancella più tardi.',
          ),
          paragraph(
            'Può cancellare in Le mie prenotazioni o tramite il servizio clienti. Se cancella entro il periodo gratuito, Le rimborsiamo tutto quanto ha pagato online. Se è prevista una penale di cancellazione, Le rimborsiamo quanto pagato al netto di tale penale.',
          ),
          paragraph(
            'I rimborsi vengono accreditati sul metodo di pagamento utilizzato, oppure sul Suo portafoglio se sceglie questa opzione, entro 5-7 giorni lavorativi dalla cancellazione. La Sua banca potrebbe impiegare qualche giorno in più per mostrare l’importo.',
          ),
          paragraph(
            'Il diritto di recesso di 14 giorni previsto per i contratti a distanza non si applica agli alloggi prenotati per date determinate (articolo 16, lettera l), della direttiva 2011/83/UE sui diritti dei consumatori). Può cancellare secondo le condizioni di cancellazione della Sua camera.',
            EU,
          ),
          paragraph(
            'Il periodo di recesso di 14 giorni previsto dalle Consumer Contracts Regulations 2013 non si applica agli alloggi prenotati per date determinate (regulation 28(1)(b)). Può cancellare secondo le condizioni di cancellazione della Sua camera.',
            UK,
          ),
        ],
      },
      {
        id: 'changes-and-no-shows',
        heading: 'Modifiche, arrivo in ritardo e mancata presentazione',
        blocks: [
          paragraph(
            'Se la pagina della Sua prenotazione lo consente, può modificare le date del soggiorno o la camera. La modifica viene calcolata al prezzo del nuovo soggiorno; se il nuovo prezzo è inferiore, la differenza viene rimborsata come descritto sopra.',
          ),
          paragraph(
            'Se prevede di arrivare dopo l’orario del check-in, avvisi prima la struttura o noi. Se non si presenta il giorno del check-in e non ha cancellato, la struttura può considerare la prenotazione una mancata presentazione (no-show): può rilasciare le camere e addebitare l’importo previsto per la mancata presentazione dalle condizioni di cancellazione, fino al prezzo totale del soggiorno.',
          ),
          paragraph(
            'Se la struttura non può onorare la Sua prenotazione, Le offriamo un soggiorno equivalente nelle vicinanze senza costi aggiuntivi oppure, se preferisce, il rimborso integrale.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: 'Responsabilità',
        blocks: [
          paragraph(
            'La struttura è responsabile del soggiorno in sé: la camera o la casa, le sue dotazioni e i servizi che fornisce. Noi siamo responsabili della corretta gestione della Sua prenotazione e del pagamento, nonché delle informazioni che pubblichiamo sulla struttura, che riceviamo dalla struttura stessa e verifichiamo con cura.',
          ),
          paragraph(
            'Non rispondiamo di atti od omissioni della struttura, salvo il caso in cui siamo venuti meno ai nostri obblighi. Nessuna disposizione delle presenti condizioni limita la responsabilità che la legge non consente di limitare, come la responsabilità per morte o lesioni personali causate da negligenza, o per frode.',
          ),
          paragraph('Lei conserva tutti i diritti che Le riconoscono le norme imperative a tutela dei consumatori del paese in cui risiede.', EUROPE),
        ],
      },
      {
        id: 'complaints',
        heading: 'Reclami',
        blocks: [
          paragraph(
            'Se durante il soggiorno qualcosa non va, lo segnali subito alla struttura, così che possa porvi rimedio. Se non lo fa, ci scriva a {supportEmail} durante il soggiorno o entro 30 giorni dal check-out, indicando il numero di prenotazione. Confermiamo la ricezione del reclamo entro due giorni lavorativi e ci impegniamo a risolverlo entro 14 giorni.',
          ),
          paragraph(
            'Può anche scrivere al nostro responsabile dei reclami (Grievance Officer) all’indirizzo {grievanceEmail}. Il Grievance Officer conferma la ricezione di un reclamo entro 48 ore e lo risolve entro un mese dal ricevimento, come richiesto dalle Consumer Protection (E-Commerce) Rules, 2020. Può inoltre chiamare la National Consumer Helpline (1915) o presentare un reclamo a una commissione per i consumatori ai sensi del Consumer Protection Act, 2019.',
            INDIA,
          ),
          paragraph(
            'Se non riusciamo a risolvere insieme il Suo reclamo, può chiedere una consulenza gratuita al Centro europeo dei consumatori del paese in cui risiede, oppure sottoporre la controversia all’organismo competente per la risoluzione delle controversie dei consumatori ({countryName}).',
            EU,
          ),
          paragraph(
            'Se non riusciamo a risolvere insieme il Suo reclamo, può chiedere una consulenza gratuita a Citizens Advice (consumer service) oppure rivolgersi a un tribunale.',
            UK,
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Legge applicabile e foro competente',
        blocks: [
          paragraph(
            'Le presenti condizioni e ogni prenotazione effettuata in base a esse sono disciplinate dalla legge indiana. Sono competenti i tribunali di {courts}, fermo restando il Suo diritto di rivolgersi a una commissione per i consumatori del luogo in cui risiede o in cui è sorta la controversia.',
            INDIA,
          ),
          paragraph(
            'Le presenti condizioni sono disciplinate dalla legge del seguente Stato: {countryName}. Se Lei risiede in un altro paese dell’Unione europea, conserva inoltre la tutela delle norme imperative a tutela dei consumatori di quel paese e può agire in giudizio davanti ai giudici di tale Stato ({countryName}) o del paese in cui risiede.',
            EU,
          ),
          paragraph(
            'Le presenti condizioni sono disciplinate dalla legge di Inghilterra e Galles. Se Lei risiede in Scozia o in Irlanda del Nord, può agire in giudizio anche davanti ai giudici di tali territori, secondo la legge locale.',
            UK,
          ),
        ],
      },
    ],
  },

  'guest-policy': {
    title: 'Regole per gli ospiti',
    summary:
      'Ciò che ogni ospite deve sapere prima di arrivare: documenti d’identità, età, coppie e visitatori, e le regole valide in ogni struttura su {brandName}.',
    sections: [
      {
        id: 'check-in-and-out',
        heading: 'Check-in e check-out',
        blocks: [
          paragraph(
            'Gli orari di check-in e check-out sono indicati nella pagina della struttura e nella Sua conferma. Il check-in anticipato e il check-out posticipato dipendono dalla disponibilità e possono comportare un costo, che Le viene mostrato prima del pagamento.',
          ),
        ],
      },
      {
        id: 'identity-documents',
        heading: 'Documenti d’identità',
        blocks: [
          paragraph(
            'Ogni ospite adulto deve presentare al check-in un documento d’identità con fotografia valido, rilasciato da un’autorità pubblica: carta Aadhaar, passaporto, patente di guida o tessera elettorale. Non tutte le strutture accettano la carta PAN come documento d’identità; in tal caso la pagina della struttura riporta «Carta PAN non accettata». Alcune strutture non accettano documenti d’identità con un indirizzo nella stessa città (documenti locali) e lo indicano nella propria pagina.',
            INDIA,
          ),
          paragraph(
            'Gli ospiti che non hanno la cittadinanza indiana devono presentare il passaporto con un visto indiano valido. La struttura deve comunicare il loro soggiorno alle autorità (Form C). Le strutture contrassegnate da «Ammessi solo cittadini indiani» non possono accogliere ospiti stranieri.',
            INDIA,
          ),
          paragraph(
            'Ogni ospite adulto deve presentare al check-in un passaporto o una carta d’identità valida. In molti paesi la struttura è tenuta per legge a registrare i propri ospiti e a comunicarne i dati alle autorità locali.',
            EUROPE,
          ),
          paragraph('Se ha pagato online, la struttura può chiederLe di mostrare la carta con cui ha pagato.'),
        ],
      },
      {
        id: 'age',
        heading: 'Età',
        blocks: [
          paragraph(
            'L’ospite che effettua il check-in deve avere almeno 18 anni. I bambini sono benvenuti, salvo diversa indicazione nella pagina della struttura, e sono conteggiati nel numero di ospiti della camera o della casa.',
          ),
        ],
      },
      {
        id: 'couples',
        heading: 'Coppie',
        blocks: [
          paragraph(
            'Spetta a ciascuna struttura decidere se le coppie non sposate possano soggiornare insieme. Le strutture che non le accettano riportano «Non sono ammesse coppie non sposate» nella propria pagina e nei risultati di ricerca; le altre riportano «Le coppie sono benvenute». Maggiori informazioni nella nostra pagina dedicata alle coppie non sposate.',
            INDIA,
          ),
          paragraph('Tutte le strutture su {brandName} accolgono le coppie, sposate o no. Nessuno Le chiederà una prova del matrimonio.', EUROPE),
        ],
      },
      {
        id: 'visitors',
        heading: 'Visitatori',
        blocks: [
          paragraph(
            'Per la sicurezza di tutti gli ospiti, possono pernottare solo gli ospiti registrati nella prenotazione. Un hotel può ammettere visitatori diurni nelle aree comuni e chiedere loro di mostrare un documento d’identità.',
            HOTELS,
          ),
          paragraph(
            'Possono pernottare nella casa solo gli ospiti indicati nella prenotazione, fino al numero massimo di ospiti previsto per la casa. Feste ed eventi richiedono il consenso scritto del proprietario.',
            HOMES,
          ),
        ],
      },
      {
        id: 'damage',
        heading: 'Danni',
        blocks: [
          paragraph(
            'Tratti la struttura come tratterebbe la propria casa. L’ospite che ha prenotato è responsabile dei danni causati dagli ospiti della prenotazione che vanno oltre la normale usura, e la struttura può addebitare il costo ragionevole della riparazione o della sostituzione, documentandolo.',
          ),
          paragraph(
            'Alcune case richiedono un deposito cauzionale. L’importo, il momento del pagamento e quello della restituzione sono indicati nella pagina della struttura prima della prenotazione.',
            HOMES,
          ),
        ],
      },
      {
        id: 'smoking',
        heading: 'Fumo',
        blocks: [
          paragraph(
            'Non è consentito fumare all’interno delle camere e delle case, salvo diversa indicazione nella pagina della struttura. La struttura può addebitare il costo della pulizia di una camera o di una casa in cui si è fumato.',
          ),
          paragraph(
            'Il Cigarettes and Other Tobacco Products Act, 2003 vieta di fumare nei luoghi pubblici. Gli hotel possono offrire un’area fumatori dedicata.',
            INDIA,
          ),
        ],
      },
      {
        id: 'pets',
        heading: 'Animali domestici',
        blocks: [
          paragraph(
            'Gli animali domestici sono ammessi solo nelle case che lo indicano nella propria pagina, fino al numero di animali indicato. Comunichi in anticipo al proprietario quale animale porterà e non lo lasci salire su letti e divani.',
            HOMES,
          ),
          paragraph('Gli animali domestici non sono ammessi negli hotel, salvo diversa indicazione nella pagina della struttura.', HOTELS),
          paragraph('I cani d’assistenza sono benvenuti in tutte le strutture.'),
        ],
      },
      {
        id: 'refusal',
        heading: 'Quando un soggiorno può essere rifiutato o interrotto',
        blocks: [
          paragraph(
            'La struttura può rifiutare il check-in, o interrompere un soggiorno senza rimborso, se un ospite non può presentare un documento d’identità valido, non soddisfa una restrizione indicata prima della prenotazione, viola queste regole o la legge, oppure mette in pericolo altre persone o la struttura.',
          ),
        ],
      },
    ],
  },

  'privacy-policy': {
    title: 'Informativa sulla privacy',
    summary:
      'Come {companyName} utilizza i dati personali che Lei ci fornisce quando cerca e prenota su {brandName}, per quali finalità, per quanto tempo li conserviamo e quali diritti Le spettano.',
    sections: [
      {
        id: 'who-is-responsible',
        heading: 'Chi è responsabile dei Suoi dati',
        blocks: [
          paragraph(
            '{companyName}, {companyAddress}, è titolare del trattamento dei Suoi dati personali ai sensi del Regolamento generale sulla protezione dei dati (GDPR).',
            EU,
          ),
          paragraph(
            '{companyName}, {companyAddress}, è titolare del trattamento dei Suoi dati personali ai sensi dello UK GDPR e del Data Protection Act 2018.',
            UK,
          ),
          paragraph(
            '{companyName}, {companyAddress}, è responsabile dei Suoi dati personali in qualità di Data Fiduciary ai sensi del Digital Personal Data Protection Act, 2023 (DPDP Act).',
            INDIA,
          ),
          paragraph('Per qualsiasi domanda sui Suoi dati, scriva a {privacyEmail}.'),
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Quali dati raccogliamo',
        blocks: [
          list([
            'Account: nome, indirizzo e-mail, numero di cellulare e password (conservata solo come hash sicuro). Se accede con Google, Apple o Facebook, il nome e l’indirizzo e-mail che tale fornitore condivide con noi.',
            'Prenotazioni: la struttura, le date, le camere e gli ospiti, il nome dell’ospite che effettua il check-in, le Sue richieste particolari e lo storico delle Sue prenotazioni.',
            'Pagamenti: importo, valuta, metodo di pagamento e stato. I dati della carta vengono inseriti presso il nostro fornitore di servizi di pagamento; noi riceviamo solo un token, il circuito della carta e le ultime quattro cifre.',
            'Dispositivo e utilizzo: indirizzo IP, tipo di browser e di dispositivo, lingua, un identificativo del dispositivo (il cookie fingerprint2), le pagine che visita e le ricerche che effettua.',
            'Posizione: la Sua posizione approssimativa, ricavata dall’indirizzo IP, e la Sua posizione precisa solo se Lei lo consente, ad esempio per trovare soggiorni vicino a Lei.',
            'Messaggi: ciò che scrive al servizio clienti e le recensioni che pubblica.',
            'Campagne: l’annuncio o il link tramite cui è arrivato da noi (parametri utm).',
          ]),
          paragraph('Quando crea un account, Le chiediamo anche l’indirizzo postale, necessario per le fatture.', EUROPE),
        ],
      },
      {
        id: 'why-we-use-it',
        heading: 'Per quali finalità li utilizziamo',
        blocks: [
          list([
            'per effettuare, modificare e cancellare le Sue prenotazioni e trasmettere alla struttura i dati di cui ha bisogno;',
            'per gestire pagamenti e rimborsi e prevenire le frodi;',
            'per gestire il Suo account e consentirLe di accedere in modo sicuro, anche con codici monouso;',
            'per assisterLa quando contatta il servizio clienti;',
            'per mantenere il sito sicuro e funzionante e migliorarlo sulla base di statistiche;',
            'per inviarLe offerte, solo se ha acconsentito a riceverle;',
            'per adempiere ai nostri obblighi di legge, come la tenuta delle scritture fiscali e contabili e la registrazione degli ospiti.',
          ]),
        ],
      },
      {
        id: 'legal-basis',
        heading: 'La nostra base giuridica',
        blocks: [
          paragraph('Ai sensi del GDPR ci basiamo su:', EUROPE),
          list(
            [
              'il contratto con Lei, per le prenotazioni, i pagamenti, il Suo account e il servizio clienti;',
              'il nostro legittimo interesse, per la sicurezza, la prevenzione delle frodi, il miglioramento del sito e la misurazione delle nostre campagne, che abbiamo bilanciato con i Suoi interessi e diritti;',
              'il Suo consenso, per i cookie statistici e di preferenza, le comunicazioni di marketing e la Sua posizione precisa; può revocarlo in qualsiasi momento;',
              'gli obblighi di legge, per le scritture fiscali e contabili e la registrazione degli ospiti.',
            ],
            EUROPE,
          ),
          paragraph(
            'Trattiamo i Suoi dati personali con il Suo consenso, che Lei presta quando crea un account o effettua una prenotazione e che può revocare in qualsiasi momento, e per gli usi legittimi consentiti dal DPDP Act, come la finalità per cui ci ha fornito i dati e l’adempimento degli obblighi di legge. La revoca del consenso non pregiudica quanto fatto in precedenza; può comportare che non siamo più in grado di fornirLe un servizio, ad esempio una prenotazione.',
            INDIA,
          ),
        ],
      },
      {
        id: 'who-we-share-it-with',
        heading: 'Con chi li condividiamo',
        blocks: [
          list([
            'la struttura che prenota, che riceve il Suo nome, i Suoi recapiti, i dati della prenotazione e le Sue richieste particolari;',
            'il nostro fornitore di servizi di pagamento, per pagamenti, rimborsi e carte salvate;',
            'i fornitori di servizi che lavorano per noi in base a un contratto e solo secondo le nostre istruzioni: hosting, invio di e-mail e SMS, strumenti per il servizio clienti;',
            'le autorità, quando la legge lo richiede.',
          ]),
          paragraph('Non vendiamo i Suoi dati personali.'),
          paragraph(
            'Quando un fornitore di servizi si trova al di fuori dello Spazio economico europeo, trasferiamo i dati solo sulla base di una decisione di adeguatezza della Commissione europea o delle sue clausole contrattuali tipo.',
            EU,
          ),
          paragraph(
            'Quando un fornitore di servizi si trova al di fuori del Regno Unito, trasferiamo i dati solo in base ai regolamenti di adeguatezza del Regno Unito o all’accordo britannico sul trasferimento internazionale dei dati (UK international data transfer agreement).',
            UK,
          ),
          paragraph('Possiamo trattare i dati al di fuori dell’India, tranne nei paesi verso i quali il Governo indiano limita i trasferimenti.', INDIA),
        ],
      },
      {
        id: 'how-long-we-keep-it',
        heading: 'Per quanto tempo li conserviamo',
        blocks: [
          list([
            'Dati dell’account: finché il Suo account esiste; li cancelliamo entro 30 giorni dalla chiusura dell’account.',
            'Prenotazioni, pagamenti e fatture: per il tempo richiesto dalla normativa fiscale e contabile applicabile ({countryName}), al massimo dieci anni.',
            'Dati del dispositivo e log di sicurezza: 13 mesi.',
            'Messaggi al servizio clienti: due anni dalla chiusura della pratica.',
            'Consenso al marketing: fino alla revoca.',
          ]),
        ],
      },
      {
        id: 'your-rights',
        heading: 'I Suoi diritti',
        blocks: [
          paragraph(
            'Lei ha il diritto di accedere ai Suoi dati, di ottenerne la rettifica o la cancellazione, di limitarne il trattamento, di riceverli in un formato portabile, di opporsi al loro trattamento (sempre, nel caso del marketing diretto) e di revocare il Suo consenso.',
            EUROPE,
          ),
          paragraph(
            'Lei ha il diritto di ottenere un riepilogo dei Suoi dati personali e di come li trattiamo, di ottenerne la correzione, l’integrazione, l’aggiornamento o la cancellazione, di vedere trattati i Suoi reclami e di designare una persona che possa esercitare i Suoi diritti in caso di decesso o di incapacità.',
            INDIA,
          ),
          paragraph(
            'Può modificare la maggior parte dei Suoi dati nel Suo account. Per tutto il resto, scriva a {privacyEmail}; potremmo chiederLe di dimostrare la Sua identità. Rispondiamo entro un mese.',
          ),
          paragraph(
            'Se non è soddisfatto della nostra risposta, può proporre reclamo all’autorità di controllo, {authorityName} ({authorityUrl}), o all’autorità per la protezione dei dati del paese in cui risiede.',
            EUROPE,
          ),
          paragraph(
            'Il nostro responsabile dei reclami (Grievance Officer) è raggiungibile all’indirizzo {grievanceEmail} e risponde entro il termine fissato dal DPDP Act. Se non è soddisfatto, può presentare reclamo al {authorityName} ({authorityUrl}).',
            INDIA,
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Sicurezza',
        blocks: [
          paragraph(
            'I Suoi dati viaggiano cifrati (HTTPS). Le password sono conservate solo come hash sicuri, i codici di accesso scadono entro pochi minuti e solo il personale che ha bisogno dei Suoi dati per il proprio lavoro può vederli. Se una violazione mette a rischio i Suoi dati, ne informiamo l’autorità e Lei, come richiesto dalla legge.',
          ),
        ],
      },
      {
        id: 'children',
        heading: 'Minori',
        blocks: [
          paragraph(
            '{brandName} non è destinato ai minori: per creare un account o prenotare occorre avere 18 anni. Non raccogliamo consapevolmente dati di minori, a eccezione dei nomi e delle età dei bambini che viaggiano con Lei, che ci fornisce Lei stesso.',
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Modifiche alla presente informativa',
        blocks: [
          paragraph(
            'Aggiorniamo la presente informativa quando cambiano i nostri servizi o la legge. La data indicata in alto corrisponde alla versione più recente; La informiamo via e-mail delle modifiche importanti.',
          ),
        ],
      },
    ],
  },

  'cookie-policy': {
    title: 'Cookie policy',
    summary: 'Quali cookie {brandName} installa sul Suo dispositivo, a che cosa serve ciascuno e per quanto tempo rimane.',
    sections: [
      {
        id: 'what-cookies-are',
        heading: 'Che cosa sono i cookie',
        blocks: [
          paragraph(
            'I cookie sono piccoli file di testo che un sito web memorizza nel Suo browser. Conserviamo anche alcuni valori simili nella memoria locale (local storage) del Suo browser. In questa cookie policy, il termine «cookie» indica entrambi.',
          ),
        ],
      },
      {
        id: 'categories',
        heading: 'Le tre categorie',
        blocks: [
          list([
            'Necessari: indispensabili per il funzionamento e la sicurezza del sito, ad esempio per mantenere l’accesso e ricordare i dati della Sua prenotazione. Non possono essere disattivati.',
            'Preferenze: ricordano scelte come la lingua e la posizione, così che il sito si apra come lo ha lasciato.',
            'Statistiche: ci aiutano a capire come viene utilizzato il sito, contando le visite e la campagna da cui è arrivato, per poterlo migliorare.',
          ]),
        ],
      },
      {
        id: 'cookies-we-use',
        heading: 'I cookie che utilizziamo',
        blocks: [
          table(
            ['Nome', 'Categoria', 'Finalità', 'Durata'],
            [
              ['token', 'Necessario', 'Mantiene il Suo accesso.', 'Fino alla disconnessione o alla chiusura del browser'],
              [
                'fingerprint2',
                'Necessario',
                'Riconosce il Suo dispositivo, per proteggere il Suo account e prevenire le frodi.',
                '2 anni (63.072.000 secondi)',
              ],
              ['appContext', 'Necessario', 'Ricorda il sito su cui si trova: marchio, paese e valuta.', '2 ore (7200 secondi)'],
              ['loggedInAppContext', 'Necessario', 'Ricorda le stesse informazioni quando ha effettuato l’accesso.', '6 mesi (15.552.000 secondi)'],
              ['cookie_consent', 'Necessario', 'Ricorda quali tipi di cookie ha consentito, per non chiederglielo di nuovo.', '6 mesi (15.552.000 secondi)'],
              ['countryIso', 'Necessario', 'Il paese da cui proviene la Sua connessione, per mostrare i prezzi e le regole corretti.', '2 ore (7200 secondi)'],
              ['locale', 'Preferenze', 'La lingua che ha scelto.', '1 anno (31.536.000 secondi)'],
              ['geoContext', 'Preferenze', 'La Sua posizione approssimativa, per suggerirLe soggiorni nelle vicinanze.', '12 ore (43.200 secondi)'],
              ['quickLogin', 'Preferenze', 'Ricorda che Le abbiamo già mostrato l’accesso rapido, perché non compaia di nuovo.', '1 giorno (86.400 secondi)'],
              ['utm', 'Statistiche', 'La campagna o il link tramite cui è arrivato da noi (parametri utm).', '30 giorni (2.592.000 secondi)'],
              ['expd', 'Statistiche', 'La versione di una pagina che vede mentre testiamo un miglioramento.', 'Fino alla chiusura del browser'],
              ['client_id', 'Statistiche', 'Conta le visite senza identificarLa.', 'Fino alla chiusura del browser'],
            ],
          ),
          paragraph(
            'Non utilizziamo cookie pubblicitari. Nella propria pagina di pagamento, il nostro fornitore di servizi di pagamento può installare i cookie necessari per gestire il pagamento in modo sicuro.',
          ),
        ],
      },
      {
        id: 'your-choice',
        heading: 'La Sua scelta',
        blocks: [
          paragraph(
            'Installiamo i cookie necessari senza chiedere il consenso, perché senza di essi il sito non può funzionare. I cookie di preferenza e statistici vengono installati solo dopo che Lei li ha accettati nel banner dei cookie. Per modificare la Sua scelta, cancelli i cookie di questo sito nel browser: alla visita successiva il banner Le chiederà di nuovo il consenso.',
            EUROPE,
          ),
          paragraph(
            'Utilizziamo cookie necessari per il funzionamento del sito, e cookie di preferenza e statistici per ricordare le Sue scelte e migliorare il sito. Può bloccare o cancellare i cookie in qualsiasi momento nelle impostazioni del browser.',
            INDIA,
          ),
          paragraph(
            'Ogni browser consente di visualizzare, bloccare e cancellare i cookie nelle proprie impostazioni. Se blocca i cookie necessari, non potrà accedere né prenotare.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Domande',
        blocks: [paragraph('Per domande sui cookie, scriva a {privacyEmail}. La nostra Informativa sulla privacy spiega come utilizziamo i dati personali.')],
      },
    ],
  },

  'corporate-social-responsibility': {
    title: 'Responsabilità sociale d’impresa',
    summary: 'Come {brandName} si impegna a essere un partner corretto per le persone e i luoghi che accolgono i nostri ospiti.',
    sections: [
      {
        id: 'our-approach',
        heading: 'Il nostro approccio',
        blocks: [
          paragraph(
            'Il turismo ha futuro solo se fa bene ai luoghi che le persone visitano. Scegliamo i nostri partner con cura, li paghiamo in modo equo e puntuale e usiamo la nostra visibilità per promuovere modi migliori di gestire una struttura.',
          ),
        ],
      },
      {
        id: 'fair-partnerships',
        heading: 'Collaborazioni eque',
        blocks: [
          list([
            'Le strutture ricevono l’importo di un soggiorno entro il termine concordato nel loro contratto e vedono ogni singola voce di commissione.',
            'Pubblichiamo il prezzo stabilito dalla struttura; al momento del pagamento non aggiungiamo costi nascosti.',
            'Proprietari e gestori possono contare su un referente dedicato, che parla la loro lingua.',
          ]),
        ],
      },
      {
        id: 'people',
        heading: 'Persone',
        blocks: [
          paragraph(
            'Ci aspettiamo che ogni partner rispetti la legge in materia di retribuzioni, orari di lavoro e sicurezza, che non impieghi mai minori e che offra al proprio personale un luogo di lavoro sicuro e libero da molestie. Poniamo fine alla collaborazione quando queste aspettative non vengono rispettate.',
          ),
          paragraph(
            'Formiamo gratuitamente i team di housekeeping e di reception dei nostri hotel partner in materia di igiene, sicurezza degli ospiti e competenze digitali.',
            HOTELS,
          ),
        ],
      },
      {
        id: 'environment',
        heading: 'Ambiente',
        blocks: [
          list([
            'Incoraggiamo le strutture a cambiare la biancheria solo su richiesta, a risparmiare acqua ed energia e a eliminare la plastica monouso dalle camere.',
            'I nostri uffici lavorano senza carta: conferme, fatture e voucher sono digitali.',
            'Quando li conosciamo, indichiamo agli ospiti i mezzi pubblici vicini a ogni struttura.',
          ]),
          paragraph(
            'Chiediamo ai proprietari di registrare la propria casa vacanze presso il comune, ove richiesto, e di rispettare i limiti locali agli affitti brevi, affinché i quartieri conservino abitazioni per chi ci vive.',
            HOMES,
          ),
        ],
      },
      {
        id: 'communities',
        heading: 'Comunità',
        blocks: [
          paragraph(
            'La maggior parte delle persone che gestiscono le nostre strutture vive nelle vicinanze. Privilegiamo fornitori e personale locali e chiediamo agli ospiti di rispettare i vicini, gli orari di silenzio e le usanze locali.',
          ),
          paragraph(
            'Ove il Companies Act, 2013 lo richieda, {companyName} destina almeno il due per cento del proprio utile netto medio ad attività di responsabilità sociale d’impresa approvate dal consiglio di amministrazione e ne rende conto nella relazione annuale.',
            INDIA,
          ),
        ],
      },
      {
        id: 'accessibility',
        heading: 'Accessibilità',
        blocks: [
          paragraph(
            'Realizziamo il nostro sito web secondo le linee guida per l’accessibilità dei contenuti web (WCAG 2.1, livello AA): funziona con la tastiera e con i lettori di schermo. Ci segnali all’indirizzo {supportEmail} dove non siamo all’altezza.',
          ),
        ],
      },
      {
        id: 'talk-to-us',
        heading: 'Parli con noi',
        blocks: [paragraph('Idee, domande o dubbi sul modo in cui agiamo noi o una struttura: scriva a {supportEmail}. Leggiamo ogni messaggio.')],
      },
    ],
  },

  'saved-card-policy': {
    title: 'Informativa sulle carte salvate',
    summary: 'Come funziona il salvataggio di una carta per pagare più rapidamente su {brandName}, quali dati conserviamo e come rimuovere una carta.',
    sections: [
      {
        id: 'how-it-works',
        heading: 'Come funziona il salvataggio di una carta',
        blocks: [
          paragraph(
            'Quando sceglie di salvare una carta durante il pagamento, la carta viene salvata dal nostro fornitore di servizi di pagamento, non da noi. Il fornitore sostituisce il numero della carta con un token: un codice utilizzabile solo per pagamenti su {brandName} e inutile per chiunque altro.',
          ),
          paragraph(
            'Come richiesto dalla Reserve Bank of India, una carta viene salvata solo sotto forma di token generato dal circuito della carta o dalla banca che l’ha emessa (tokenizzazione card-on-file), dopo che Lei ha prestato il Suo consenso esplicito e lo ha confermato con un ulteriore fattore di autenticazione, ad esempio una password monouso della Sua banca. Né noi né il fornitore di servizi di pagamento conserviamo il numero della Sua carta.',
            INDIA,
          ),
          paragraph(
            'Ogni pagamento con una carta salvata viene confermato secondo quanto richiesto dalla Sua banca in base all’autenticazione forte del cliente, ad esempio nell’app della banca.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-we-see',
        heading: 'Che cosa vediamo',
        blocks: [
          paragraph(
            'Vediamo solo ciò che Le serve per riconoscere la carta: il circuito, le ultime quattro cifre e la data di scadenza. Utilizziamo la carta salvata solo quando Lei la sceglie per un pagamento.',
          ),
        ],
      },
      {
        id: 'security-code',
        heading: 'Il codice di sicurezza',
        blocks: [
          paragraph(
            'Il codice di sicurezza della carta (CVV o CVC) non viene mai conservato, né da noi né dal fornitore di servizi di pagamento. La Sua banca può richiederlo di nuovo a ogni pagamento.',
          ),
        ],
      },
      {
        id: 'removing-a-card',
        heading: 'Rimuovere una carta',
        blocks: [
          paragraph(
            'Può rimuovere una carta salvata in qualsiasi momento dal Suo account, oppure chiedendolo al servizio clienti all’indirizzo {supportEmail}. Il fornitore di servizi di pagamento cancella quindi il token, che non potrà più essere utilizzato. La rimozione di una carta non ha effetti sulle prenotazioni già pagate.',
          ),
          paragraph(
            'Un token smette di funzionare anche quando la carta scade o la Sua banca la sostituisce; se lo desidera, potrà salvare la nuova carta al pagamento successivo.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Sicurezza',
        blocks: [
          paragraph(
            'Il nostro fornitore di servizi di pagamento è certificato secondo lo standard di sicurezza dei dati del settore delle carte di pagamento (PCI DSS). Se ritiene che qualcuno abbia utilizzato la Sua carta salvata senza la Sua autorizzazione, la rimuova, avvisi la Sua banca e scriva subito a {supportEmail}.',
          ),
        ],
      },
    ],
  },

  'unmarried-couples': {
    title: 'Coppie non sposate',
    summary: 'Quali soggiorni su {brandName} accolgono le coppie non sposate, che cosa portare e che cosa dice la legge.',
    sections: [
      {
        id: 'which-stays-welcome-couples',
        heading: 'Quali soggiorni accolgono le coppie',
        blocks: [
          paragraph(
            'Molti hotel su {brandName} accolgono le coppie non sposate. Ogni hotel indica la propria regola prima della prenotazione: gli hotel che accettano le coppie non sposate riportano «Le coppie sono benvenute»; quelli che non le accettano riportano «Non sono ammesse coppie non sposate» nella pagina dell’hotel e nei risultati di ricerca. Nei risultati di ricerca, il filtro «Adatto alle coppie» mostra solo gli hotel che accolgono le coppie.',
            { jurisdiction: ['india'], propertyType: 'hotel' },
          ),
          paragraph(
            'Ogni casa stabilisce la propria regola e la indica prima della prenotazione: le case che accettano le coppie non sposate riportano «Le coppie sono benvenute»; quelle che non le accettano riportano «Non sono ammesse coppie non sposate».',
            { jurisdiction: ['india'], propertyType: 'home' },
          ),
          paragraph(
            'Se prenota un soggiorno contrassegnato da «Non sono ammesse coppie non sposate», la struttura può rifiutare il check-in a una coppia che non sia in grado di dimostrare di essere sposata. Poiché la regola era indicata prima della prenotazione, si applicano in tal caso le condizioni di cancellazione della camera. Scelga un soggiorno che accolga le coppie.',
            INDIA,
          ),
          paragraph(
            'Tutte le case su {brandName} accolgono le coppie, sposate o no. I proprietari non possono chiedere una prova del matrimonio e rimuoviamo gli annunci che lo fanno.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-to-bring',
        heading: 'Che cosa portare',
        blocks: [
          paragraph(
            'Entrambi dovete avere almeno 18 anni e presentare al check-in un documento d’identità con fotografia valido, rilasciato da un’autorità pubblica: carta Aadhaar, passaporto, patente di guida o tessera elettorale. La pagina della struttura indica se non accetta la carta PAN («Carta PAN non accettata») o documenti d’identità con un indirizzo nella stessa città. Gli ospiti che non hanno la cittadinanza indiana presentano il passaporto e il visto.',
            INDIA,
          ),
          paragraph(
            'Ogni adulto presenta al check-in un passaporto o una carta d’identità, come richiesto dalla registrazione degli ospiti. Nessuno Le chiederà il Suo stato civile.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'the-law',
        heading: 'La legge, in parole semplici',
        blocks: [
          paragraph(
            'Nessuna legge in India vieta a due adulti non sposati di soggiornare insieme in una camera d’albergo, e farlo non costituisce reato. Una struttura può tuttavia stabilire le proprie regole di ammissione, ed è per questo che alcune non accettano le coppie non sposate. Ciò che ogni struttura è tenuta per legge a fare è registrare l’identità dei propri ospiti, ed è per questo che si presentano i documenti d’identità.',
            INDIA,
          ),
          paragraph(
            'La legge applicabile ({countryName}) consente agli adulti di soggiornare insieme, qualunque sia il loro stato civile. Una struttura può chiedere i documenti d’identità per registrare i propri ospiti, come richiesto dalla legge, ma non un certificato di matrimonio.',
            EUROPE,
          ),
          paragraph('Questa pagina fornisce informazioni generali e non costituisce consulenza legale.'),
        ],
      },
      {
        id: 'if-something-goes-wrong',
        heading: 'Se qualcosa va storto',
        blocks: [
          paragraph(
            'Se una struttura La respinge pur indicando «Le coppie sono benvenute», o La tratta in modo scorretto al check-in, ci chiami o ci scriva a {supportEmail} direttamente dalla struttura. Le troveremo un altro soggiorno nelle vicinanze o La rimborseremo integralmente.',
          ),
        ],
      },
    ],
  },
};
