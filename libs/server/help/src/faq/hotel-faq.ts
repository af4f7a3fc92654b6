import type { FaqSection } from './faq-types';

/**
 * The questions Nivaas hotel guests (India) ask us most, in English. Answers describe how this product works: free
 * cancellation until the policy's deadline, refunds to the wallet at once and to the card in 5–7 working days.
 */
export const HOTEL_FAQ: readonly FaqSection[] = [
  {
    id: 'bookings',
    title: 'Bookings',
    faqList: [
      {
        id: 'find-booking',
        question: 'Where can I find my booking?',
        answer:
          'Signed in, open My bookings from the menu. Without an account, open Find booking and enter your booking number and the phone number you booked with.',
      },
      {
        id: 'change-dates',
        question: 'Can I change the dates of my stay?',
        answer:
          'Yes, before check-in. Open the booking and choose Change dates: you see the new price first, pay any difference online, and a cheaper stay is refunded.',
      },
      {
        id: 'cancel',
        question: 'How do I cancel, and does it cost anything?',
        answer:
          'Open the booking and choose Cancel booking. The charge, if any, is shown before you confirm; it follows the hotel policy shown when you booked.',
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
        answer:
          'Wallet money comes back to your wallet at once. Money paid by card, UPI or net banking reaches your account within 5 to 7 working days of the cancellation.',
      },
      {
        id: 'pay-at-hotel',
        question: 'Can I pay at the hotel?',
        answer: 'Many hotels accept payment at check-in for up to 3 rooms. If a hotel offers it, you see Pay at hotel when you book.',
      },
      {
        id: 'invoice',
        question: 'How do I get an invoice for my stay?',
        answer: 'Raise an invoice request from this page after choosing your booking; we e-mail the invoice to the address on the booking.',
      },
    ],
  },
  {
    id: 'check-in',
    title: 'At the hotel',
    faqList: [
      {
        id: 'id-proof',
        question: 'What do I need at check-in?',
        answer:
          'A government photo ID for every adult guest (Aadhaar, passport, driving licence or voter ID). Some hotels do not accept a PAN card; the hotel page says so.',
      },
      {
        id: 'early-check-in',
        question: 'Can I check in early?',
        answer: 'Where the hotel offers early check-in you can add it while booking, and its price is part of your total. Otherwise ask the hotel on arrival.',
      },
      {
        id: 'couples',
        question: 'Are unmarried couples welcome?',
        answer: 'Hotels marked Couples are welcome accept unmarried couples with valid IDs. Others may refuse them: check the hotel page before you book.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    signedIn: false,
    faqList: [
      {
        id: 'why-sign-in',
        question: 'Why should I sign in?',
        answer: 'Signed in, you see all your bookings here, can raise an issue about one and follow it, and can use wallet money and coupons.',
      },
      {
        id: 'forgot-password',
        question: 'I forgot my password.',
        answer: 'Choose Forgot password on the sign-in page, or sign in with a code sent to your phone.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    signedIn: true,
    faqList: [
      {
        id: 'wallet',
        question: 'How do I use my wallet money?',
        answer: 'Wallet money is applied on the booking summary when you pay. Each credit has an expiry date, shown on your wallet page.',
      },
      {
        id: 'issue-status',
        question: 'How do I follow an issue I raised?',
        answer: 'Choose the booking on this page: your issues about it are listed with their status. We answer most within one working day.',
      },
    ],
  },
];
