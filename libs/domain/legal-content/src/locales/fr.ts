import { EU, EUROPE, HOMES, HOTELS, INDIA, UK, list, paragraph, table, type LegalTexts } from '../legal-text';

/** Les documents juridiques en français (vouvoiement) : la même structure et les mêmes paramètres que en.ts. */
export const fr: LegalTexts = {
  terms: {
    title: 'Conditions de réservation',
    summary:
      'Les présentes conditions s’appliquent lorsque vous réservez un séjour sur {brandName}. Elles expliquent avec qui vous concluez le contrat, comment fonctionnent les prix et le paiement, et ce qui se passe si vos projets changent.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Qui sommes-nous ?',
        blocks: [
          paragraph(
            '{brandName} est exploité par {companyName}, {companyAddress} (« nous »). Nous exploitons le site web et l’application sur lesquels vous recherchez et réservez des hébergements. Nous ne sommes ni propriétaires ni gestionnaires des établissements que nous proposons.',
          ),
          paragraph('Vous pouvez joindre notre service client à l’adresse {supportEmail}. Nous répondons par écrit sous deux jours ouvrés.'),
        ],
      },
      {
        id: 'your-booking',
        heading: 'Votre réservation et votre cocontractant',
        blocks: [
          paragraph(
            'En réservant, vous concluez le contrat d’hébergement directement avec l’établissement : l’hôtel, ou le propriétaire ou gestionnaire du logement de vacances. Nous agissons en qualité d’intermédiaire : nous transmettons votre réservation à l’établissement, encaissons le paiement pour son compte lorsque vous payez en ligne et vous aidons en cas de problème.',
          ),
          paragraph(
            'Votre réservation est confirmée lorsque la page de confirmation s’affiche avec un numéro de réservation et que vous recevez la confirmation par e-mail ou par SMS. Jusque-là, aucun contrat n’existe et aucune somme n’est prélevée.',
          ),
          paragraph('En réservant, vous confirmez que :'),
          list([
            'vous avez au moins 18 ans et êtes en mesure de conclure un contrat qui vous engage ;',
            'les noms et coordonnées que vous indiquez sont exacts, et vous réservez pour vous-même et les personnes qui voyagent avec vous ;',
            'le nombre de voyageurs ne dépasse pas la capacité des chambres ou du logement que vous réservez ;',
            'vous et les personnes qui vous accompagnent respecterez le règlement intérieur de l’établissement et notre Politique des voyageurs.',
          ]),
        ],
      },
      {
        id: 'prices-and-taxes',
        heading: 'Prix et taxes',
        blocks: [
          paragraph(
            'Les prix sont affichés en {currencyName} ({currencyCode}) et comprennent les taxes et frais applicables au séjour. Le total indiqué dans le formulaire de réservation est le montant que vous payez, à l’exception de la taxe de séjour que certaines communes font payer sur place ; le formulaire de réservation le signale le cas échéant.',
            { taxes: 'inclusive' },
          ),
          paragraph(
            'Les prix sont affichés en {currencyName} ({currencyCode}) par nuit. Les taxes et frais s’ajoutent au prix de la chambre : ils apparaissent sur une ligne distincte avant la réservation, et le total du formulaire de réservation les inclut.',
            { taxes: 'exclusive' },
          ),
          paragraph(
            'Les prix peuvent changer jusqu’à la réservation. Une fois votre réservation confirmée, son prix est définitif, sauf si vous modifiez vous-même la réservation (dates, chambres ou voyageurs) ; le prix du nouveau séjour s’applique alors. Les remises, codes promo et la cagnotte apparaissent sur des lignes distinctes et s’appliquent uniquement selon leurs propres conditions.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: 'Paiement',
        blocks: [
          paragraph(
            'Selon l’établissement, vous payez en ligne au moment de la réservation, ou sur place à votre arrivée (« Paiement à l’hôtel »). Le formulaire de réservation indique les options possibles pour votre séjour ; certains établissements n’acceptent que le paiement en ligne, et le paiement sur place peut être limité à un certain nombre de chambres par réservation.',
          ),
          paragraph(
            'Les paiements en ligne sont traités par notre prestataire de paiement. Nous ne voyons ni ne conservons jamais le numéro complet de votre carte. Si un paiement en ligne n’est pas finalisé dans le délai indiqué sur la page de paiement, les chambres bloquées pour vous sont libérées et la réservation n’est pas effectuée.',
          ),
        ],
      },
      {
        id: 'cancellation-and-refunds',
        heading: 'Annulation et remboursement',
        blocks: [
          paragraph(
            'Chaque chambre a ses propres conditions d’annulation. Elles figurent dans le formulaire de réservation avant que vous réserviez et dans votre confirmation, et précisent jusqu’à quand vous pouvez annuler sans frais et ce que vous payez si vous annulez plus tard.',
          ),
          paragraph(
            'Vous pouvez annuler depuis Mes réservations ou auprès du service client. Si vous annulez pendant la période gratuite, nous remboursons l’intégralité de ce que vous avez payé en ligne. Si des frais d’annulation s’appliquent, nous remboursons ce que vous avez payé, déduction faite de ces frais.',
          ),
          paragraph(
            'Les remboursements sont effectués sur le moyen de paiement utilisé, ou sur votre cagnotte si vous le choisissez, dans un délai de 5 à 7 jours ouvrés à compter de l’annulation. Votre banque peut mettre quelques jours de plus à faire apparaître le montant.',
          ),
          paragraph(
            'Le droit de rétractation de 14 jours applicable aux contrats à distance ne s’applique pas à un hébergement réservé pour des dates déterminées (article 16, point l), de la directive 2011/83/UE relative aux droits des consommateurs). Vous pouvez annuler selon les conditions d’annulation de votre chambre.',
            EU,
          ),
          paragraph(
            'Le délai d’annulation de 14 jours des Consumer Contracts Regulations 2013 ne s’applique pas à un hébergement réservé pour des dates déterminées (regulation 28(1)(b)). Vous pouvez annuler selon les conditions d’annulation de votre chambre.',
            UK,
          ),
        ],
      },
      {
        id: 'changes-and-no-shows',
        heading: 'Modifications, arrivée tardive et non-présentation',
        blocks: [
          paragraph(
            'Lorsque la page de votre réservation le propose, vous pouvez modifier les dates de votre séjour ou la chambre. Une modification est facturée au prix du nouveau séjour ; si ce nouveau prix est inférieur, la différence vous est remboursée comme indiqué ci-dessus.',
          ),
          paragraph(
            'Si vous pensez arriver après l’heure limite d’arrivée, prévenez l’établissement ou nous-mêmes à l’avance. Si vous ne vous présentez pas le jour de l’arrivée sans avoir annulé, l’établissement peut considérer la réservation comme une non-présentation (no-show) : il peut libérer les chambres et facturer le montant que les conditions d’annulation prévoient pour une non-présentation, dans la limite du prix total du séjour.',
          ),
          paragraph(
            'Si l’établissement ne peut pas honorer votre réservation, nous vous proposons un séjour comparable à proximité sans frais supplémentaires ou, si vous le préférez, un remboursement intégral.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: 'Responsabilité',
        blocks: [
          paragraph(
            'L’établissement est responsable du séjour lui-même : la chambre ou le logement, ses équipements et les services qu’il fournit. Nous sommes responsables du bon traitement de votre réservation et de votre paiement, ainsi que des informations que nous publions sur l’établissement, que nous obtenons de celui-ci et vérifions avec soin.',
          ),
          paragraph(
            'Nous ne répondons pas des actes ou omissions de l’établissement, sauf si nous avons manqué à nos propres obligations. Aucune disposition des présentes conditions ne limite une responsabilité que la loi interdit de limiter, telle que la responsabilité en cas de décès ou de dommage corporel causé par une négligence, ou en cas de fraude.',
          ),
          paragraph(
            'Vous conservez tous les droits que vous confèrent les dispositions impératives du droit de la consommation du pays dans lequel vous résidez.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'complaints',
        heading: 'Réclamations',
        blocks: [
          paragraph(
            'Si quelque chose ne va pas pendant votre séjour, signalez-le immédiatement à l’établissement afin qu’il puisse y remédier. À défaut, écrivez-nous à {supportEmail} pendant votre séjour ou dans les 30 jours suivant votre départ, en indiquant votre numéro de réservation. Nous accusons réception de votre réclamation sous deux jours ouvrés et nous efforçons de la traiter dans un délai de 14 jours.',
          ),
          paragraph(
            'Vous pouvez également écrire à notre responsable des réclamations (Grievance Officer) à l’adresse {grievanceEmail}. Le Grievance Officer accuse réception d’une réclamation sous 48 heures et la traite dans un délai d’un mois à compter de sa réception, comme l’exigent les Consumer Protection (E-Commerce) Rules, 2020. Vous pouvez aussi appeler la National Consumer Helpline (1915) ou saisir une commission de la consommation en vertu du Consumer Protection Act, 2019.',
            INDIA,
          ),
          paragraph(
            'Si nous ne parvenons pas à résoudre votre réclamation ensemble, vous pouvez obtenir un conseil gratuit auprès du Centre européen des consommateurs de votre pays de résidence, ou soumettre le litige à l’organisme de règlement des litiges de consommation compétent ({countryName}).',
            EU,
          ),
          paragraph(
            'Si nous ne parvenons pas à résoudre votre réclamation ensemble, vous pouvez obtenir un conseil gratuit auprès de Citizens Advice (consumer service), ou porter le litige devant un tribunal.',
            UK,
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Droit applicable et juridiction compétente',
        blocks: [
          paragraph(
            'Les présentes conditions et toute réservation effectuée en application de celles-ci sont régies par le droit indien. Les tribunaux de {courts} sont compétents, sans préjudice de votre droit de saisir une commission de la consommation de votre lieu de résidence ou du lieu où le litige est né.',
            INDIA,
          ),
          paragraph(
            'Les présentes conditions sont régies par le droit de l’État suivant : {countryName}. Si vous résidez dans un autre pays de l’Union européenne, vous conservez en outre la protection des dispositions impératives du droit de la consommation de ce pays, et vous pouvez saisir les juridictions de cet État ({countryName}) ou celles de votre pays de résidence.',
            EU,
          ),
          paragraph(
            'Les présentes conditions sont régies par le droit de l’Angleterre et du pays de Galles. Si vous résidez en Écosse ou en Irlande du Nord, vous pouvez également saisir les juridictions de ce territoire, selon le droit qui y est applicable.',
            UK,
          ),
        ],
      },
    ],
  },

  'guest-policy': {
    title: 'Politique des voyageurs',
    summary:
      'Ce que chaque voyageur doit savoir avant son arrivée : pièces d’identité, âge, couples et visiteurs, et les règles applicables dans chaque établissement proposé sur {brandName}.',
    sections: [
      {
        id: 'check-in-and-out',
        heading: 'Arrivée et départ',
        blocks: [
          paragraph(
            'Les heures d’arrivée et de départ figurent sur la page de l’établissement et dans votre confirmation. Une arrivée anticipée ou un départ tardif dépendent des disponibilités et peuvent être payants ; le prix vous est indiqué avant que vous le payiez.',
          ),
        ],
      },
      {
        id: 'identity-documents',
        heading: 'Pièces d’identité',
        blocks: [
          paragraph(
            'Chaque voyageur adulte doit présenter à l’arrivée une pièce d’identité officielle en cours de validité avec photo : carte Aadhaar, passeport, permis de conduire ou carte d’électeur. La carte PAN n’est pas acceptée comme justificatif d’identité dans tous les établissements ; la page de l’établissement indique alors « Carte PAN non acceptée ». Certains établissements n’acceptent pas les pièces d’identité portant une adresse dans la même ville (pièces d’identité locales) et le signalent sur leur page.',
            INDIA,
          ),
          paragraph(
            'Les voyageurs qui n’ont pas la nationalité indienne doivent présenter leur passeport muni d’un visa indien valide. L’établissement doit déclarer leur séjour aux autorités (formulaire C). Les établissements portant la mention « Réservé aux ressortissants indiens » ne peuvent pas accueillir de voyageurs étrangers.',
            INDIA,
          ),
          paragraph(
            'Chaque voyageur adulte doit présenter à l’arrivée un passeport ou une carte nationale d’identité en cours de validité. Dans de nombreux pays, l’établissement est légalement tenu d’enregistrer ses clients et de transmettre leurs données aux autorités locales.',
            EUROPE,
          ),
          paragraph('Si vous avez payé en ligne, l’établissement peut vous demander de présenter la carte utilisée pour le paiement.'),
        ],
      },
      {
        id: 'age',
        heading: 'Âge',
        blocks: [
          paragraph(
            'Le voyageur qui se présente à l’arrivée doit avoir au moins 18 ans. Les enfants sont les bienvenus, sauf mention contraire sur la page de l’établissement, et sont comptés dans le nombre de voyageurs de la chambre ou du logement.',
          ),
        ],
      },
      {
        id: 'couples',
        heading: 'Couples',
        blocks: [
          paragraph(
            'Chaque établissement décide librement si les couples non mariés peuvent séjourner ensemble. Ceux qui ne les acceptent pas affichent « Couples non mariés non acceptés » sur leur page et dans les résultats de recherche ; les autres affichent « Les couples sont les bienvenus ». Pour en savoir plus, consultez notre page consacrée aux couples non mariés.',
            INDIA,
          ),
          paragraph(
            'Tous les établissements proposés sur {brandName} accueillent les couples, mariés ou non. Personne ne vous demandera de preuve de mariage.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'visitors',
        heading: 'Visiteurs',
        blocks: [
          paragraph(
            'Pour la sécurité de tous, seuls les voyageurs enregistrés dans la réservation peuvent passer la nuit sur place. Un hôtel peut accueillir des visiteurs en journée dans ses espaces communs et leur demander de présenter une pièce d’identité.',
            HOTELS,
          ),
          paragraph(
            'Seuls les voyageurs mentionnés dans la réservation peuvent passer la nuit dans le logement, dans la limite du nombre maximal de voyageurs qu’il indique. Les fêtes et événements nécessitent l’accord écrit du propriétaire.',
            HOMES,
          ),
        ],
      },
      {
        id: 'damage',
        heading: 'Dommages',
        blocks: [
          paragraph(
            'Prenez soin de l’établissement comme de votre propre logement. Le voyageur qui a réservé est responsable des dommages causés par les voyageurs de la réservation au-delà de l’usure normale, et l’établissement peut facturer le coût raisonnable de la réparation ou du remplacement, justificatif à l’appui.',
          ),
          paragraph(
            'Certains logements demandent un dépôt de garantie. Son montant, la date de paiement et la date de restitution sont indiqués sur la page de l’établissement avant la réservation.',
            HOMES,
          ),
        ],
      },
      {
        id: 'smoking',
        heading: 'Tabac',
        blocks: [
          paragraph(
            'Il est interdit de fumer dans les chambres et les logements, sauf mention contraire sur la page de l’établissement. L’établissement peut facturer les frais de nettoyage d’une chambre ou d’un logement dans lequel quelqu’un a fumé.',
          ),
          paragraph(
            'Le Cigarettes and Other Tobacco Products Act, 2003 interdit de fumer dans les lieux publics. Les hôtels peuvent proposer un espace fumeurs dédié.',
            INDIA,
          ),
        ],
      },
      {
        id: 'pets',
        heading: 'Animaux de compagnie',
        blocks: [
          paragraph(
            'Les animaux de compagnie ne sont acceptés que dans les logements qui l’indiquent sur leur page, dans la limite du nombre d’animaux indiqué. Prévenez le propriétaire à l’avance de l’animal que vous amènerez, et ne le laissez pas monter sur les lits et les canapés.',
            HOMES,
          ),
          paragraph('Les animaux de compagnie ne sont pas acceptés dans les hôtels, sauf mention contraire sur la page de l’établissement.', HOTELS),
          paragraph('Les chiens d’assistance sont les bienvenus dans tous les établissements.'),
        ],
      },
      {
        id: 'refusal',
        heading: 'Quand un séjour peut être refusé ou interrompu',
        blocks: [
          paragraph(
            'L’établissement peut refuser l’arrivée, ou mettre fin à un séjour sans remboursement, si un voyageur ne peut pas présenter une pièce d’identité valide, ne remplit pas une condition affichée avant la réservation, enfreint ces règles ou la loi, ou met en danger d’autres personnes ou l’établissement.',
          ),
        ],
      },
    ],
  },

  'privacy-policy': {
    title: 'Politique de confidentialité',
    summary:
      'Comment {companyName} utilise les données personnelles que vous nous communiquez lorsque vous recherchez et réservez sur {brandName}, pourquoi nous les utilisons, combien de temps nous les conservons et quels sont vos droits.',
    sections: [
      {
        id: 'who-is-responsible',
        heading: 'Qui est responsable de vos données',
        blocks: [
          paragraph(
            '{companyName}, {companyAddress}, est responsable du traitement de vos données personnelles au sens du règlement général sur la protection des données (RGPD).',
            EU,
          ),
          paragraph(
            '{companyName}, {companyAddress}, est responsable du traitement de vos données personnelles au sens du UK GDPR et du Data Protection Act 2018.',
            UK,
          ),
          paragraph(
            '{companyName}, {companyAddress}, est responsable de vos données personnelles en qualité de Data Fiduciary au sens du Digital Personal Data Protection Act, 2023 (DPDP Act).',
            INDIA,
          ),
          paragraph('Pour toute question concernant vos données, écrivez à {privacyEmail}.'),
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Les données que nous collectons',
        blocks: [
          list([
            'Compte : vos nom, adresse e-mail, numéro de mobile et mot de passe (conservé uniquement sous forme de hachage sécurisé). Si vous vous connectez avec Google, Apple ou Facebook, le nom et l’adresse e-mail que ce fournisseur nous communique.',
            'Réservations : l’établissement, les dates, les chambres et les voyageurs, le nom du voyageur qui se présente à l’arrivée, vos demandes particulières et l’historique de vos réservations.',
            'Paiements : montant, devise, moyen de paiement et statut. Vous saisissez les données de votre carte auprès de notre prestataire de paiement ; nous ne recevons qu’un jeton (token), le réseau de la carte et ses quatre derniers chiffres.',
            'Appareil et utilisation : adresse IP, type de navigateur et d’appareil, langue, un identifiant d’appareil (le cookie fingerprint2), les pages que vous consultez et les recherches que vous effectuez.',
            'Localisation : votre localisation approximative, déduite de votre adresse IP, et votre localisation précise uniquement si vous l’autorisez, par exemple pour trouver des hébergements près de vous.',
            'Messages : ce que vous écrivez au service client et les avis que vous publiez.',
            'Campagnes : la publicité ou le lien qui vous a mené jusqu’à nous (paramètres utm).',
          ]),
          paragraph('Lorsque vous créez un compte, nous vous demandons également votre adresse postale, nécessaire à l’établissement des factures.', EUROPE),
        ],
      },
      {
        id: 'why-we-use-it',
        heading: 'Pourquoi nous les utilisons',
        blocks: [
          list([
            'pour effectuer, modifier et annuler vos réservations, et transmettre à l’établissement les informations dont il a besoin ;',
            'pour encaisser les paiements, effectuer les remboursements et prévenir la fraude ;',
            'pour gérer votre compte et vous connecter en toute sécurité, y compris au moyen de codes à usage unique ;',
            'pour vous aider lorsque vous contactez le service client ;',
            'pour assurer la sécurité et le bon fonctionnement du site, et l’améliorer à partir de statistiques ;',
            'pour vous envoyer des offres, uniquement si vous avez accepté de les recevoir ;',
            'pour respecter nos obligations légales, telles que la tenue des registres fiscaux et comptables et l’enregistrement des voyageurs.',
          ]),
        ],
      },
      {
        id: 'legal-basis',
        heading: 'Nos bases juridiques',
        blocks: [
          paragraph('En vertu du RGPD, nous nous fondons sur :', EUROPE),
          list(
            [
              'le contrat conclu avec vous, pour les réservations, les paiements, votre compte et le service client ;',
              'notre intérêt légitime, pour la sécurité, la prévention de la fraude, l’amélioration du site et la mesure de nos campagnes, que nous avons mis en balance avec vos intérêts et vos droits ;',
              'votre consentement, pour les cookies de statistiques et de préférences, les messages commerciaux et votre localisation précise ; vous pouvez le retirer à tout moment ;',
              'nos obligations légales, pour les registres fiscaux et comptables et l’enregistrement des voyageurs.',
            ],
            EUROPE,
          ),
          paragraph(
            'Nous traitons vos données personnelles avec votre consentement, que vous donnez lorsque vous créez un compte ou effectuez une réservation et que vous pouvez retirer à tout moment, ainsi que pour les usages légitimes autorisés par le DPDP Act, tels que la finalité pour laquelle vous nous avez communiqué les données et le respect de la loi. Le retrait du consentement n’affecte pas les traitements effectués auparavant ; il peut signifier que nous ne sommes plus en mesure de vous fournir un service, par exemple une réservation.',
            INDIA,
          ),
        ],
      },
      {
        id: 'who-we-share-it-with',
        heading: 'Avec qui nous les partageons',
        blocks: [
          list([
            'l’établissement que vous réservez, qui reçoit votre nom, vos coordonnées, les détails de la réservation et vos demandes particulières ;',
            'notre prestataire de paiement, pour les paiements, les remboursements et les cartes enregistrées ;',
            'les prestataires qui travaillent pour nous en vertu d’un contrat et uniquement sur nos instructions : hébergement informatique, envoi d’e-mails et de SMS, outils du service client ;',
            'les autorités, lorsque la loi l’exige.',
          ]),
          paragraph('Nous ne vendons pas vos données personnelles.'),
          paragraph(
            'Lorsqu’un prestataire est situé en dehors de l’Espace économique européen, nous ne transférons des données que sur la base d’une décision d’adéquation de la Commission européenne ou de ses clauses contractuelles types.',
            EU,
          ),
          paragraph(
            'Lorsqu’un prestataire est situé en dehors du Royaume-Uni, nous ne transférons des données que sur la base des règlements d’adéquation du Royaume-Uni ou de l’accord britannique de transfert international de données (UK international data transfer agreement).',
            UK,
          ),
          paragraph(
            'Nous pouvons traiter des données en dehors de l’Inde, sauf dans les pays vers lesquels le gouvernement indien restreint les transferts.',
            INDIA,
          ),
        ],
      },
      {
        id: 'how-long-we-keep-it',
        heading: 'Combien de temps nous les conservons',
        blocks: [
          list([
            'Données du compte : tant que votre compte existe ; nous les supprimons dans les 30 jours suivant la clôture de votre compte.',
            'Réservations, paiements et factures : aussi longtemps que l’exige la législation fiscale et comptable applicable ({countryName}), dix ans au maximum.',
            'Données de l’appareil et journaux de sécurité : 13 mois.',
            'Messages adressés au service client : deux ans après la clôture du dossier.',
            'Consentement à la prospection commerciale : jusqu’à ce que vous le retiriez.',
          ]),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Vos droits',
        blocks: [
          paragraph(
            'Vous avez le droit d’accéder à vos données, de les faire rectifier ou effacer, d’en limiter l’utilisation, de les recevoir dans un format portable, de vous opposer à leur utilisation (à tout moment en ce qui concerne la prospection commerciale) et de retirer votre consentement.',
            EUROPE,
          ),
          paragraph(
            'Vous avez le droit d’obtenir un résumé de vos données personnelles et de la manière dont nous les traitons, de les faire corriger, compléter, mettre à jour ou effacer, d’obtenir le traitement de vos réclamations, et de désigner une personne qui pourra exercer vos droits en cas de décès ou d’incapacité.',
            INDIA,
          ),
          paragraph(
            'Vous pouvez modifier la plupart de vos données dans votre compte. Pour toute autre demande, écrivez à {privacyEmail} ; nous pouvons vous demander de justifier de votre identité. Nous répondons dans un délai d’un mois.',
          ),
          paragraph(
            'Si notre réponse ne vous satisfait pas, vous pouvez introduire une réclamation auprès de l’autorité de contrôle, {authorityName} ({authorityUrl}), ou auprès de l’autorité de protection des données de votre pays de résidence.',
            EUROPE,
          ),
          paragraph(
            'Notre responsable des réclamations (Grievance Officer) est joignable à l’adresse {grievanceEmail} et répond dans le délai fixé par le DPDP Act. Si sa réponse ne vous satisfait pas, vous pouvez saisir le {authorityName} ({authorityUrl}).',
            INDIA,
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Sécurité',
        blocks: [
          paragraph(
            'Vos données sont transmises de manière chiffrée (HTTPS). Les mots de passe ne sont conservés que sous forme de hachages sécurisés, les codes de connexion expirent en quelques minutes, et seuls les membres du personnel qui en ont besoin pour leur travail peuvent consulter vos données. Si une violation de données met vos données en danger, nous en informons l’autorité et vous-même, comme la loi l’exige.',
          ),
        ],
      },
      {
        id: 'children',
        heading: 'Enfants',
        blocks: [
          paragraph(
            '{brandName} ne s’adresse pas aux enfants : vous devez avoir 18 ans pour créer un compte ou réserver. Nous ne collectons pas sciemment de données concernant des enfants, à l’exception des noms et âges des enfants qui voyagent avec vous, que vous nous communiquez vous-même.',
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Modifications de la présente politique',
        blocks: [
          paragraph(
            'Nous mettons à jour la présente politique lorsque nos services ou la loi évoluent. La date indiquée en haut de la page correspond à la dernière version ; nous vous informons par e-mail des modifications importantes.',
          ),
        ],
      },
    ],
  },

  'cookie-policy': {
    title: 'Politique relative aux cookies',
    summary: 'Les cookies que {brandName} dépose sur votre appareil, le rôle de chacun et leur durée de conservation.',
    sections: [
      {
        id: 'what-cookies-are',
        heading: 'Qu’est-ce qu’un cookie ?',
        blocks: [
          paragraph(
            'Les cookies sont de petits fichiers texte qu’un site web enregistre dans votre navigateur. Nous conservons également quelques valeurs similaires dans le stockage local de votre navigateur. Dans la présente politique, le terme « cookies » désigne les deux.',
          ),
        ],
      },
      {
        id: 'categories',
        heading: 'Les trois catégories',
        blocks: [
          list([
            'Nécessaires : indispensables au fonctionnement et à la sécurité du site, par exemple pour maintenir votre connexion et mémoriser les détails de votre réservation. Ils ne peuvent pas être désactivés.',
            'Préférences : mémorisent vos choix, comme votre langue et votre localisation, afin que le site s’ouvre tel que vous l’avez laissé.',
            'Statistiques : nous aident à comprendre comment le site est utilisé, en comptant les visites et en identifiant la campagne qui vous a amené, afin de l’améliorer.',
          ]),
        ],
      },
      {
        id: 'cookies-we-use',
        heading: 'Les cookies que nous utilisons',
        blocks: [
          table(
            ['Nom', 'Catégorie', 'Finalité', 'Durée'],
            [
              ['token', 'Nécessaire', 'Maintient votre connexion.', 'Jusqu’à votre déconnexion ou la fermeture du navigateur'],
              ['fingerprint2', 'Nécessaire', 'Reconnaît votre appareil, pour protéger votre compte et prévenir la fraude.', '2 ans (63 072 000 secondes)'],
              ['appContext', 'Nécessaire', 'Mémorise le site sur lequel vous vous trouvez : marque, pays et devise.', '2 heures (7 200 secondes)'],
              ['loggedInAppContext', 'Nécessaire', 'Mémorise les mêmes informations lorsque vous êtes connecté.', '6 mois (15 552 000 secondes)'],
              [
                'cookie_consent',
                'Nécessaire',
                'Mémorise les types de cookies que vous avez acceptés, pour ne pas vous le redemander.',
                '6 mois (15 552 000 secondes)',
              ],
              [
                'countryIso',
                'Nécessaire',
                'Le pays d’où provient votre connexion, pour afficher les prix et les règles qui s’appliquent.',
                '2 heures (7 200 secondes)',
              ],
              ['locale', 'Préférences', 'La langue que vous avez choisie.', '1 an (31 536 000 secondes)'],
              [
                'geoContext',
                'Préférences',
                'Votre localisation approximative, pour vous suggérer des hébergements à proximité.',
                '12 heures (43 200 secondes)',
              ],
              [
                'quickLogin',
                'Préférences',
                'Mémorise que nous vous avons proposé la connexion rapide, pour qu’elle ne s’affiche plus.',
                '1 jour (86 400 secondes)',
              ],
              ['utm', 'Statistiques', 'La campagne ou le lien qui vous a mené jusqu’à nous (paramètres utm).', '30 jours (2 592 000 secondes)'],
              ['expd', 'Statistiques', 'La version d’une page que vous voyez pendant que nous testons une amélioration.', 'Jusqu’à la fermeture du navigateur'],
              ['client_id', 'Statistiques', 'Compte les visites sans vous identifier.', 'Jusqu’à la fermeture du navigateur'],
            ],
          ),
          paragraph(
            'Nous n’utilisons pas de cookies publicitaires. Sur sa page de paiement, notre prestataire de paiement peut déposer les cookies nécessaires pour traiter le paiement en toute sécurité.',
          ),
        ],
      },
      {
        id: 'your-choice',
        heading: 'Votre choix',
        blocks: [
          paragraph(
            'Nous déposons les cookies nécessaires sans vous demander votre accord, car le site ne peut pas fonctionner sans eux. Les cookies de préférences et de statistiques ne sont déposés qu’après que vous les avez acceptés dans le bandeau cookies. Pour modifier votre choix, supprimez les cookies de ce site dans votre navigateur : le bandeau vous interrogera de nouveau lors de votre prochaine visite.',
            EUROPE,
          ),
          paragraph(
            'Nous utilisons des cookies nécessaires au fonctionnement du site, et des cookies de préférences et de statistiques pour mémoriser vos choix et améliorer le site. Vous pouvez bloquer ou supprimer les cookies à tout moment dans les paramètres de votre navigateur.',
            INDIA,
          ),
          paragraph(
            'Tous les navigateurs permettent de consulter, de bloquer et de supprimer les cookies dans leurs paramètres. Si vous bloquez les cookies nécessaires, vous ne pourrez ni vous connecter ni réserver.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Questions',
        blocks: [
          paragraph(
            'Pour toute question relative aux cookies, écrivez à {privacyEmail}. Notre Politique de confidentialité explique comment nous utilisons les données personnelles.',
          ),
        ],
      },
    ],
  },

  'corporate-social-responsibility': {
    title: 'Responsabilité sociétale de l’entreprise',
    summary: 'Comment {brandName} s’efforce d’être un partenaire loyal pour les personnes et les lieux qui accueillent nos voyageurs.',
    sections: [
      {
        id: 'our-approach',
        heading: 'Notre démarche',
        blocks: [
          paragraph(
            'Le voyage n’a d’avenir que s’il profite aux lieux visités. Nous choisissons nos partenaires avec soin, les rémunérons équitablement et dans les délais, et mettons notre audience au service de meilleures pratiques dans la gestion des hébergements.',
          ),
        ],
      },
      {
        id: 'fair-partnerships',
        heading: 'Des partenariats équitables',
        blocks: [
          list([
            'Les établissements reçoivent le paiement d’un séjour dans le délai convenu dans leur contrat et voient le détail de chaque commission.',
            'Nous publions le prix fixé par l’établissement ; nous n’ajoutons aucun frais caché au moment du paiement.',
            'Les propriétaires et gestionnaires disposent d’un chargé de compte attitré, qui leur répond dans leur langue.',
          ]),
        ],
      },
      {
        id: 'people',
        heading: 'Les personnes',
        blocks: [
          paragraph(
            'Nous attendons de chaque partenaire qu’il respecte la législation relative aux salaires, au temps de travail et à la sécurité, qu’il n’emploie jamais d’enfants et qu’il offre à son personnel un lieu de travail sûr, exempt de harcèlement. Nous mettons fin au partenariat lorsque ces exigences ne sont pas respectées.',
          ),
          paragraph(
            'Nous formons gratuitement les équipes d’entretien et de réception de nos hôtels partenaires à l’hygiène, à la sécurité des clients et aux compétences numériques.',
            HOTELS,
          ),
        ],
      },
      {
        id: 'environment',
        heading: 'Environnement',
        blocks: [
          list([
            'Nous encourageons les établissements à ne changer le linge qu’à la demande, à économiser l’eau et l’énergie et à supprimer le plastique à usage unique dans les chambres.',
            'Nos bureaux fonctionnent sans papier : confirmations, factures et bons sont numériques.',
            'Nous indiquons aux voyageurs les transports en commun proches de chaque établissement lorsque nous les connaissons.',
          ]),
          paragraph(
            'Nous demandons aux propriétaires de déclarer leur logement de vacances auprès de la commune lorsque c’est obligatoire, et de respecter les limites locales applicables à la location saisonnière, afin que les quartiers conservent des logements pour leurs habitants.',
            HOMES,
          ),
        ],
      },
      {
        id: 'communities',
        heading: 'Les communautés locales',
        blocks: [
          paragraph(
            'La plupart des personnes qui gèrent nos établissements vivent à proximité. Nous privilégions les fournisseurs et le personnel locaux, et demandons aux voyageurs de respecter le voisinage, les heures de repos et les usages locaux.',
          ),
          paragraph(
            'Lorsque le Companies Act, 2013 l’exige, {companyName} consacre au moins deux pour cent de son bénéfice net moyen à des actions de responsabilité sociétale approuvées par son conseil d’administration, et en rend compte dans son rapport annuel.',
            INDIA,
          ),
        ],
      },
      {
        id: 'accessibility',
        heading: 'Accessibilité',
        blocks: [
          paragraph(
            'Nous concevons notre site conformément aux règles pour l’accessibilité des contenus web (WCAG 2.1, niveau AA) : il fonctionne au clavier et avec les lecteurs d’écran. Signalez-nous à l’adresse {supportEmail} ce qui ne fonctionne pas comme il le devrait.',
          ),
        ],
      },
      {
        id: 'talk-to-us',
        heading: 'Parlons-en',
        blocks: [
          paragraph(
            'Des idées, des questions ou des préoccupations sur notre façon d’agir ou sur celle d’un établissement ? Écrivez à {supportEmail}. Nous lisons chaque message.',
          ),
        ],
      },
    ],
  },

  'saved-card-policy': {
    title: 'Politique relative aux cartes enregistrées',
    summary:
      'Comment fonctionne l’enregistrement d’une carte pour payer plus rapidement sur {brandName}, ce que nous conservons et comment supprimer une carte.',
    sections: [
      {
        id: 'how-it-works',
        heading: 'Comment fonctionne l’enregistrement d’une carte',
        blocks: [
          paragraph(
            'Lorsque vous choisissez d’enregistrer une carte au moment du paiement, elle est enregistrée par notre prestataire de paiement, et non par nous. Le prestataire remplace le numéro de la carte par un jeton (token) : un code qui ne peut servir qu’à des paiements sur {brandName} et qui est inutilisable par quiconque d’autre.',
          ),
          paragraph(
            'Conformément aux exigences de la Reserve Bank of India, une carte n’est enregistrée que sous la forme d’un jeton créé par le réseau de la carte ou par la banque qui l’a émise (tokenisation « card-on-file »), après que vous avez donné votre consentement explicite et l’avez confirmé par un facteur d’authentification supplémentaire, tel qu’un mot de passe à usage unique envoyé par votre banque. Ni nous ni le prestataire de paiement ne conservons le numéro de votre carte.',
            INDIA,
          ),
          paragraph(
            'Chaque paiement avec une carte enregistrée est validé selon les exigences de votre banque en matière d’authentification forte du client, par exemple dans l’application de votre banque.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-we-see',
        heading: 'Ce que nous voyons',
        blocks: [
          paragraph(
            'Nous ne voyons que ce dont vous avez besoin pour reconnaître la carte : le réseau de la carte, les quatre derniers chiffres et la date d’expiration. Nous n’utilisons la carte enregistrée que lorsque vous la choisissez pour un paiement.',
          ),
        ],
      },
      {
        id: 'security-code',
        heading: 'Le cryptogramme visuel',
        blocks: [
          paragraph(
            'Le cryptogramme visuel de la carte (CVV ou CVC) n’est jamais conservé, ni par nous ni par le prestataire de paiement. Votre banque peut vous le redemander à chaque paiement.',
          ),
        ],
      },
      {
        id: 'removing-a-card',
        heading: 'Supprimer une carte',
        blocks: [
          paragraph(
            'Vous pouvez supprimer une carte enregistrée à tout moment dans votre compte, ou en le demandant au service client à l’adresse {supportEmail}. Le prestataire de paiement supprime alors le jeton, qui ne pourra plus jamais être utilisé. La suppression d’une carte n’a aucune incidence sur les réservations déjà payées.',
          ),
          paragraph(
            'Un jeton cesse également de fonctionner lorsque la carte expire ou que votre banque la remplace ; vous pourrez alors enregistrer la nouvelle carte lors de votre prochain paiement, si vous le souhaitez.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Sécurité',
        blocks: [
          paragraph(
            'Notre prestataire de paiement est certifié selon la norme de sécurité des données de l’industrie des cartes de paiement (PCI DSS). Si vous pensez que quelqu’un a utilisé votre carte enregistrée sans votre autorisation, supprimez-la, prévenez votre banque et écrivez-nous sans attendre à {supportEmail}.',
          ),
        ],
      },
    ],
  },

  'unmarried-couples': {
    title: 'Couples non mariés',
    summary: 'Quels hébergements proposés sur {brandName} accueillent les couples non mariés, ce qu’il faut apporter et ce que dit la loi.',
    sections: [
      {
        id: 'which-stays-welcome-couples',
        heading: 'Quels hébergements accueillent les couples',
        blocks: [
          paragraph(
            'De nombreux hôtels proposés sur {brandName} accueillent les couples non mariés. Chaque hôtel affiche sa règle avant la réservation : les hôtels qui acceptent les couples non mariés affichent « Les couples sont les bienvenus » ; ceux qui ne les acceptent pas affichent « Couples non mariés non acceptés » sur la page de l’hôtel et dans les résultats de recherche. Dans les résultats de recherche, le filtre « Accueil des couples » n’affiche que les hôtels qui accueillent les couples.',
            { jurisdiction: ['india'], propertyType: 'hotel' },
          ),
          paragraph(
            'Chaque logement fixe sa propre règle et l’affiche avant la réservation : les logements qui acceptent les couples non mariés affichent « Les couples sont les bienvenus » ; ceux qui ne les acceptent pas affichent « Couples non mariés non acceptés ».',
            { jurisdiction: ['india'], propertyType: 'home' },
          ),
          paragraph(
            'Si vous réservez un hébergement portant la mention « Couples non mariés non acceptés », l’établissement peut refuser l’arrivée d’un couple qui ne peut pas prouver qu’il est marié. La règle ayant été affichée avant la réservation, ce sont alors les conditions d’annulation de la chambre qui s’appliquent. Choisissez un hébergement qui accueille les couples.',
            INDIA,
          ),
          paragraph(
            'Tous les logements proposés sur {brandName} accueillent les couples, mariés ou non. Les propriétaires ne peuvent pas demander de preuve de mariage, et nous retirons les annonces qui le font.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-to-bring',
        heading: 'Ce qu’il faut apporter',
        blocks: [
          paragraph(
            'Vous devez tous deux avoir au moins 18 ans et présenter à l’arrivée une pièce d’identité officielle en cours de validité avec photo : carte Aadhaar, passeport, permis de conduire ou carte d’électeur. La page de l’établissement indique s’il n’accepte pas la carte PAN (« Carte PAN non acceptée ») ou les pièces d’identité portant une adresse dans la même ville. Les voyageurs qui n’ont pas la nationalité indienne présentent leur passeport et leur visa.',
            INDIA,
          ),
          paragraph(
            'Chaque adulte présente un passeport ou une carte nationale d’identité à l’arrivée, comme l’exige l’enregistrement des voyageurs. Personne ne vous interrogera sur votre situation matrimoniale.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'the-law',
        heading: 'Ce que dit la loi, en termes simples',
        blocks: [
          paragraph(
            'Aucune loi indienne n’interdit à deux adultes non mariés de partager une chambre d’hôtel, et cela ne constitue pas une infraction. Un établissement peut toutefois fixer ses propres règles d’admission, c’est pourquoi certains n’acceptent pas les couples non mariés. Ce que la loi impose à tout établissement, c’est d’enregistrer l’identité de ses clients : c’est pourquoi vous présentez vos pièces d’identité.',
            INDIA,
          ),
          paragraph(
            'La loi applicable ({countryName}) permet aux adultes de séjourner ensemble, quelle que soit leur situation matrimoniale. Un établissement peut demander des pièces d’identité pour enregistrer ses clients, comme la loi l’exige, mais pas un acte de mariage.',
            EUROPE,
          ),
          paragraph('Cette page fournit des informations générales et ne constitue pas un conseil juridique.'),
        ],
      },
      {
        id: 'if-something-goes-wrong',
        heading: 'En cas de problème',
        blocks: [
          paragraph(
            'Si un établissement vous refuse alors qu’il affiche « Les couples sont les bienvenus », ou vous traite de manière injuste à l’arrivée, appelez-nous ou écrivez-nous à {supportEmail} depuis l’établissement. Nous vous trouverons un autre hébergement à proximité ou vous rembourserons intégralement.',
          ),
        ],
      },
    ],
  },
};
