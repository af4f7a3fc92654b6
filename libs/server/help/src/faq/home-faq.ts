import type { FaqLanguage, FaqSection } from './faq-types';

/**
 * The questions Dunelight Homes guests ask us most, in English, Dutch and German (the languages of most of our
 * holiday-home guests). The UK site adds its offer: free cancellation until 9 AM on the check-in date (spec §9).
 */
const HOME_FAQ: Readonly<Record<FaqLanguage, readonly FaqSection[]>> = {
  en: [
    {
      id: 'bookings',
      title: 'Bookings',
      faqList: [
        {
          id: 'find-booking',
          question: 'Where can I find my booking?',
          answer: 'Signed in, open My bookings from the menu. Otherwise open Find booking with your booking number and phone number.',
        },
        {
          id: 'cancel',
          question: 'How do I cancel, and does it cost anything?',
          answer: 'Open the booking and choose Cancel booking. The charge, if any, is shown before you confirm and follows the policy shown when you booked.',
        },
      ],
    },
    {
      id: 'stay',
      title: 'Your stay',
      faqList: [
        {
          id: 'keys',
          question: 'How do I get the keys?',
          answer: 'The host sends the key details (a key box code or where to meet) two days before arrival, by e-mail and on your booking page.',
        },
        {
          id: 'pets',
          question: 'Can I bring my dog?',
          answer: 'Only to homes that allow pets: add your pets in the guest picker and the search shows only those homes.',
        },
        {
          id: 'cleaning',
          question: 'Is cleaning included?',
          answer: 'Final cleaning is included in the price you see. Please leave the home tidy and take the rubbish out.',
        },
      ],
    },
    {
      id: 'payments',
      title: 'Payments and refunds',
      faqList: [
        {
          id: 'refund-time',
          question: 'When will I get my refund?',
          answer: 'Wallet money comes back at once. Card and bank payments reach your account within 5 to 7 working days of the cancellation.',
        },
        {
          id: 'deposit',
          question: 'Is there a security deposit?',
          answer: 'No deposit is taken by us. Damage is settled between you and the host, and our support team helps if you disagree.',
        },
      ],
    },
  ],
  nl: [
    {
      id: 'bookings',
      title: 'Boekingen',
      faqList: [
        {
          id: 'find-booking',
          question: 'Waar vind ik mijn boeking?',
          answer: 'Ingelogd: open Mijn boekingen in het menu. Anders: open Boeking zoeken met je boekingsnummer en telefoonnummer.',
        },
        {
          id: 'cancel',
          question: 'Hoe annuleer ik, en kost dat iets?',
          answer: 'Open de boeking en kies Boeking annuleren. Eventuele kosten zie je voordat je bevestigt; ze volgen de voorwaarden van je boeking.',
        },
      ],
    },
    {
      id: 'stay',
      title: 'Je verblijf',
      faqList: [
        {
          id: 'keys',
          question: 'Hoe krijg ik de sleutels?',
          answer:
            'De host stuurt de sleutelgegevens (een code voor het sleutelkastje of een ontmoetingsplek) twee dagen voor aankomst, per e-mail en op je boekingspagina.',
        },
        {
          id: 'pets',
          question: 'Mag mijn hond mee?',
          answer: 'Alleen naar huizen waar huisdieren welkom zijn: voeg je huisdieren toe bij de gasten en je ziet alleen die huizen.',
        },
        {
          id: 'cleaning',
          question: 'Is de schoonmaak inbegrepen?',
          answer: 'De eindschoonmaak zit in de prijs die je ziet. Laat het huis netjes achter en neem het afval mee naar buiten.',
        },
      ],
    },
    {
      id: 'payments',
      title: 'Betalingen en terugbetalingen',
      faqList: [
        {
          id: 'refund-time',
          question: 'Wanneer krijg ik mijn geld terug?',
          answer: 'Tegoed komt direct terug in je portemonnee. Betalingen per kaart of bank staan binnen 5 tot 7 werkdagen na de annulering op je rekening.',
        },
        {
          id: 'deposit',
          question: 'Is er een borg?',
          answer: 'Wij vragen geen borg. Schade regel je met de host, en ons supportteam helpt als jullie het niet eens worden.',
        },
      ],
    },
  ],
  de: [
    {
      id: 'bookings',
      title: 'Buchungen',
      faqList: [
        {
          id: 'find-booking',
          question: 'Wo finde ich meine Buchung?',
          answer: 'Angemeldet: Öffnen Sie Meine Buchungen im Menü. Sonst: Öffnen Sie Buchung finden mit Buchungsnummer und Telefonnummer.',
        },
        {
          id: 'cancel',
          question: 'Wie storniere ich, und kostet das etwas?',
          answer:
            'Öffnen Sie die Buchung und wählen Sie Buchung stornieren. Etwaige Kosten sehen Sie vor der Bestätigung; sie folgen den Bedingungen Ihrer Buchung.',
        },
      ],
    },
    {
      id: 'stay',
      title: 'Ihr Aufenthalt',
      faqList: [
        {
          id: 'keys',
          question: 'Wie bekomme ich die Schlüssel?',
          answer:
            'Der Gastgeber schickt die Schlüsseldetails (Code des Schlüsselkastens oder Treffpunkt) zwei Tage vor der Anreise per E-Mail und auf Ihre Buchungsseite.',
        },
        {
          id: 'pets',
          question: 'Darf mein Hund mit?',
          answer: 'Nur in Häuser, in denen Haustiere erlaubt sind: Geben Sie Ihre Haustiere bei den Gästen an, dann sehen Sie nur diese Häuser.',
        },
        {
          id: 'cleaning',
          question: 'Ist die Reinigung inbegriffen?',
          answer: 'Die Endreinigung ist im angezeigten Preis enthalten. Bitte hinterlassen Sie das Haus ordentlich und bringen Sie den Müll hinaus.',
        },
      ],
    },
    {
      id: 'payments',
      title: 'Zahlungen und Erstattungen',
      faqList: [
        {
          id: 'refund-time',
          question: 'Wann bekomme ich mein Geld zurück?',
          answer:
            'Guthaben kommt sofort in Ihre Geldbörse zurück. Karten- und Bankzahlungen sind innerhalb von 5 bis 7 Werktagen nach der Stornierung auf Ihrem Konto.',
        },
        {
          id: 'deposit',
          question: 'Gibt es eine Kaution?',
          answer: 'Wir verlangen keine Kaution. Schäden klären Sie mit dem Gastgeber; unser Support hilft, wenn Sie sich nicht einigen.',
        },
      ],
    },
  ],
};

const UK_FREE_CANCELLATION = {
  id: 'free-cancellation-uk',
  question: 'Until when can I cancel for free?',
  answer: 'On our UK site you can cancel free of charge until 9 AM on your check-in date.',
};

export function homeFaq(language: FaqLanguage, countryCode: string): readonly FaqSection[] {
  const sections = HOME_FAQ[language];
  if (countryCode !== 'gb') return sections;
  return sections.map((section) => (section.id === 'bookings' ? { ...section, faqList: [...section.faqList, UK_FREE_CANCELLATION] } : section));
}
