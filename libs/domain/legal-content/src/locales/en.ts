import { EU, EUROPE, HOMES, HOTELS, INDIA, UK, list, paragraph, table, type LegalTexts } from '../legal-text';

/**
 * The legal documents in English: the source every translation starts from. Parameters in braces are filled by
 * legalDocument from the brand and country: {brandName}, {companyName}, {companyAddress}, {supportEmail},
 * {privacyEmail}, {grievanceEmail}, {countryName}, {currencyName}, {currencyCode}, {authorityName}, {authorityUrl},
 * {courts}.
 */
export const en: LegalTexts = {
  terms: {
    title: 'Terms of booking',
    summary:
      'These terms apply when you book a stay on {brandName}. They explain who you make your contract with, how prices and payment work, and what happens when your plans change.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        blocks: [
          paragraph(
            '{brandName} is run by {companyName}, {companyAddress} ("we", "us"). We run the website and app on which you search for and book stays. We do not own or manage the properties we list.',
          ),
          paragraph('You can reach our customer service at {supportEmail}. We answer in writing within two working days.'),
        ],
      },
      {
        id: 'your-booking',
        heading: 'Your booking and who it is with',
        blocks: [
          paragraph(
            'When you book, you make a contract for the stay directly with the property: the hotel, or the owner or manager of the holiday home. We act as an intermediary: we pass your booking to the property, collect payment on its behalf when you pay online, and help you when something goes wrong.',
          ),
          paragraph(
            'Your booking is confirmed when you see the confirmation page with a booking number and receive the confirmation by e-mail or text message. Until then, no contract exists and no money is taken.',
          ),
          paragraph('When you book, you confirm that:'),
          list([
            'you are at least 18 years old and can enter into a binding contract;',
            'the names and contact details you give are correct, and you book for yourself and the guests travelling with you;',
            'the number of guests does not exceed the occupancy of the rooms or home you book;',
            'you and your guests will respect the house rules of the property and our Guest policy.',
          ]),
        ],
      },
      {
        id: 'prices-and-taxes',
        heading: 'Prices and taxes',
        blocks: [
          paragraph(
            'Prices are shown in {currencyName} ({currencyCode}) and include the taxes and fees that apply to the stay. The total on the booking form is the total you pay, except a local tourist tax that some municipalities require to be paid at the property; the booking form says so when it applies.',
            { taxes: 'inclusive' },
          ),
          paragraph(
            'Prices are shown in {currencyName} ({currencyCode}) per night. Taxes and fees are charged in addition to the room price: they are shown as a separate line before you book, and the total on the booking form includes them.',
            { taxes: 'exclusive' },
          ),
          paragraph(
            'Prices can change until you book. Once your booking is confirmed its price is fixed, unless you change the booking yourself (dates, rooms or guests), in which case the price for the new stay applies. Discounts, coupons and wallet money are shown as separate lines and apply only under their own conditions.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: 'Payment',
        blocks: [
          paragraph(
            'Depending on the property, you pay online when you book, or at the property when you arrive ("Pay at hotel"). The booking form shows which options your stay allows; some properties accept only online payment, and paying at the property may be limited to a number of rooms per booking.',
          ),
          paragraph(
            'Online payments are processed by our payment provider. We never see or store your full card number. If an online payment is not completed within the time shown on the payment page, the rooms held for you are released and the booking is not made.',
          ),
        ],
      },
      {
        id: 'cancellation-and-refunds',
        heading: 'Cancellation and refunds',
        blocks: [
          paragraph(
            'Every room has its own cancellation policy. It is shown on the booking form before you book and in your confirmation, and says until when you can cancel free of charge and what you pay if you cancel later.',
          ),
          paragraph(
            'You can cancel in My bookings or through customer service. If you cancel within the free period, we refund everything you paid online. If a cancellation fee applies, we refund what you paid minus that fee.',
          ),
          paragraph(
            'Refunds go back to the payment method you used, or to your wallet if you choose so, within 5 to 7 working days of the cancellation. Your bank may take a few more days to show the amount.',
          ),
          paragraph(
            'The 14-day right of withdrawal for distance contracts does not apply to accommodation booked for specific dates (Article 16(l) of Directive 2011/83/EU on consumer rights). You can cancel as the cancellation policy of your room allows.',
            EU,
          ),
          paragraph(
            'The 14-day cancellation period of the Consumer Contracts Regulations 2013 does not apply to accommodation booked for specific dates (regulation 28(1)(b)). You can cancel as the cancellation policy of your room allows.',
            UK,
          ),
        ],
      },
      {
        id: 'changes-and-no-shows',
        heading: 'Changes, late arrival and no-shows',
        blocks: [
          paragraph(
            'Where your booking page offers it, you can change the dates of your stay or the room. A change is priced for the new stay; if the new price is lower, the difference is refunded as described above.',
          ),
          paragraph(
            'If you will arrive after the check-in time, tell the property or us beforehand. If you do not arrive on the day of check-in and have not cancelled, the property may treat the booking as a no-show: it may release the rooms and charge the no-show amount in the cancellation policy, up to the full price of the stay.',
          ),
          paragraph('If the property cannot honour your booking, we offer you a comparable stay nearby at no extra cost or, if you prefer, a full refund.'),
        ],
      },
      {
        id: 'liability',
        heading: 'Liability',
        blocks: [
          paragraph(
            'The property is responsible for the stay itself: the room or home, its facilities and the services it provides. We are responsible for handling your booking and payment correctly and for the information we publish about the property, which we take from the property and check with care.',
          ),
          paragraph(
            'We are not liable for what the property does or fails to do, except where we failed in our own duties. Nothing in these terms limits liability that the law does not allow to be limited, such as liability for death or personal injury caused by negligence, or for fraud.',
          ),
          paragraph('You keep every right that the mandatory consumer law of the country where you live gives you.', EUROPE),
        ],
      },
      {
        id: 'complaints',
        heading: 'Complaints',
        blocks: [
          paragraph(
            'If something is wrong during your stay, tell the property straight away so that it can put it right. If it does not, write to us at {supportEmail} during your stay or within 30 days after check-out, with your booking number. We acknowledge your complaint within two working days and aim to resolve it within 14 days.',
          ),
          paragraph(
            'You can also write to our Grievance Officer at {grievanceEmail}. The Grievance Officer acknowledges a complaint within 48 hours and resolves it within one month of receiving it, as the Consumer Protection (E-Commerce) Rules, 2020 require. You may also call the National Consumer Helpline (1915) or file a complaint with a consumer commission under the Consumer Protection Act, 2019.',
            INDIA,
          ),
          paragraph(
            'If we cannot resolve your complaint together, you can ask the European Consumer Centre of the country where you live for free advice, or bring the dispute before the competent consumer dispute body in {countryName}.',
            EU,
          ),
          paragraph(
            'If we cannot resolve your complaint together, you can ask Citizens Advice (consumer service) for free advice, or bring the dispute before a court.',
            UK,
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law and courts',
        blocks: [
          paragraph(
            'These terms and every booking made under them are governed by the laws of India. The courts at {courts} have jurisdiction, without affecting your right to approach a consumer commission where you live or where the cause of action arose.',
            INDIA,
          ),
          paragraph(
            'These terms are governed by the law of {countryName}. If you live in another country of the European Union, you also keep the protection of the mandatory consumer law of that country, and you may bring proceedings in the courts of {countryName} or of the country where you live.',
            EU,
          ),
          paragraph(
            'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you may also bring proceedings in the courts there, under your local law.',
            UK,
          ),
        ],
      },
    ],
  },

  'guest-policy': {
    title: 'Guest policy',
    summary:
      'What every guest needs to know before arriving: identity documents, age, couples and visitors, and the house rules that apply at every property on {brandName}.',
    sections: [
      {
        id: 'check-in-and-out',
        heading: 'Check-in and check-out',
        blocks: [
          paragraph(
            'Check-in and check-out times are shown on the property page and in your confirmation. Early check-in and late check-out depend on availability and may carry a charge, which is shown before you pay for it.',
          ),
        ],
      },
      {
        id: 'identity-documents',
        heading: 'Identity documents',
        blocks: [
          paragraph(
            'Every adult guest must show a valid government-issued photo identity document at check-in: an Aadhaar card, passport, driving licence or voter ID card. A PAN card is not accepted as proof of identity at every property; the property page then says "PAN card not accepted". Some properties do not accept identity documents with an address in the same city (local IDs), and say so on the property page.',
            INDIA,
          ),
          paragraph(
            'Guests who are not Indian nationals must show their passport with a valid Indian visa. The property must report their stay to the authorities (Form C). Properties marked "Only Indian Nationals allowed" cannot accept foreign guests.',
            INDIA,
          ),
          paragraph(
            'Every adult guest must show a valid passport or national identity card at check-in. In many countries the property is required by law to register its guests and to pass their details to the local authorities.',
            EUROPE,
          ),
          paragraph('If you paid online, the property may ask to see the card you paid with.'),
        ],
      },
      {
        id: 'age',
        heading: 'Age',
        blocks: [
          paragraph(
            'The guest who checks in must be at least 18 years old. Children are welcome unless the property page says otherwise, and count towards the number of guests of the room or home.',
          ),
        ],
      },
      {
        id: 'couples',
        heading: 'Couples',
        blocks: [
          paragraph(
            'Whether unmarried couples may stay together is for each property to decide. Properties that do not accept them show "No unmarried couples allowed" on the property page and in search results; the others show "Couples are welcome". Read more on our page about unmarried couples.',
            INDIA,
          ),
          paragraph('Every property on {brandName} welcomes couples, married or not. Nobody will ask you for proof of marriage.', EUROPE),
        ],
      },
      {
        id: 'visitors',
        heading: 'Visitors',
        blocks: [
          paragraph(
            'For the safety of all guests, only the guests registered on the booking may stay overnight. A hotel may admit daytime visitors to its public areas and ask to see their identity document.',
            HOTELS,
          ),
          paragraph(
            'Only the guests named in the booking may stay overnight in the home, up to the maximum number of guests it states. Parties and events need the written consent of the owner.',
            HOMES,
          ),
        ],
      },
      {
        id: 'damage',
        heading: 'Damage',
        blocks: [
          paragraph(
            'Treat the property as you would your own home. The guest who booked is responsible for damage caused by the guests of the booking beyond normal wear and tear, and the property may charge the reasonable cost of repair or replacement, with proof of it.',
          ),
          paragraph(
            'Some homes ask for a security deposit. The amount, when you pay it and when it is returned are shown on the property page before you book.',
            HOMES,
          ),
        ],
      },
      {
        id: 'smoking',
        heading: 'Smoking',
        blocks: [
          paragraph(
            'Smoking is not allowed inside rooms and homes unless the property page says otherwise. The property may charge the cost of cleaning a room or home in which someone smoked.',
          ),
          paragraph(
            'Smoking in public places is prohibited by the Cigarettes and Other Tobacco Products Act, 2003. Hotels may offer a designated smoking area.',
            INDIA,
          ),
        ],
      },
      {
        id: 'pets',
        heading: 'Pets',
        blocks: [
          paragraph(
            'Pets are allowed only in homes that say so on the property page, up to the number of pets stated. Tell the owner in advance which animal you will bring, and keep it off beds and sofas.',
            HOMES,
          ),
          paragraph('Pets are not allowed in hotels unless the property page says otherwise.', HOTELS),
          paragraph('Assistance dogs are welcome at every property.'),
        ],
      },
      {
        id: 'refusal',
        heading: 'When a stay can be refused or ended',
        blocks: [
          paragraph(
            'The property may refuse check-in, or end a stay without refund, if a guest cannot show a valid identity document, does not meet a restriction shown before booking, breaks these rules or the law, or puts other people or the property at risk.',
          ),
        ],
      },
    ],
  },

  'privacy-policy': {
    title: 'Privacy policy',
    summary:
      'How {companyName} uses the personal data you give us when you search and book on {brandName}, why we use it, how long we keep it, and the rights you have.',
    sections: [
      {
        id: 'who-is-responsible',
        heading: 'Who is responsible for your data',
        blocks: [
          paragraph(
            '{companyName}, {companyAddress}, is responsible for your personal data as the controller under the General Data Protection Regulation (GDPR).',
            EU,
          ),
          paragraph(
            '{companyName}, {companyAddress}, is responsible for your personal data as the controller under the UK GDPR and the Data Protection Act 2018.',
            UK,
          ),
          paragraph(
            '{companyName}, {companyAddress}, is responsible for your personal data as the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (DPDP Act).',
            INDIA,
          ),
          paragraph('For any question about your data, write to {privacyEmail}.'),
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'What we collect',
        blocks: [
          list([
            'Account: your name, e-mail address, mobile number and password (kept only as a secure hash). If you sign in with Google, Apple or Facebook, the name and e-mail address that provider shares with us.',
            'Bookings: the property, dates, rooms and guests, the name of the guest who checks in, your special requests and your booking history.',
            'Payments: amount, currency, payment method and status. You enter card details with our payment provider; we receive only a token, the card network and the last four digits.',
            'Device and use: IP address, browser and device type, language, a device identifier (the fingerprint2 cookie), the pages you view and the searches you make.',
            'Location: your approximate location derived from your IP address, and your precise location only when you allow it, for example to find stays near you.',
            'Messages: what you write to customer service, and the reviews you publish.',
            'Campaigns: the advertisement or link that brought you to us (utm parameters).',
          ]),
          paragraph('When you create an account, we also ask for your postal address, which we need for invoices.', EUROPE),
        ],
      },
      {
        id: 'why-we-use-it',
        heading: 'Why we use it',
        blocks: [
          list([
            'to make, change and cancel your bookings, and to pass the details the property needs to it;',
            'to take payments and refunds, and to prevent fraud;',
            'to run your account and sign you in securely, including with one-time codes;',
            'to help you when you contact customer service;',
            'to keep the site secure and working, and to improve it from statistics;',
            'to send you offers, only if you agreed to receive them;',
            'to meet our legal duties, such as tax and accounting records and the registration of guests.',
          ]),
        ],
      },
      {
        id: 'legal-basis',
        heading: 'Our legal basis',
        blocks: [
          paragraph('Under the GDPR we rely on:', EUROPE),
          list(
            [
              'the contract with you, for bookings, payments, your account and customer service;',
              'our legitimate interests, for security, fraud prevention, improving the site and measuring our campaigns, which we have weighed against your interests and rights;',
              'your consent, for statistics and preference cookies, marketing messages and your precise location; you can withdraw it at any time;',
              'legal obligations, for tax and accounting records and guest registration.',
            ],
            EUROPE,
          ),
          paragraph(
            'We process your personal data with your consent, which you give when you create an account or make a booking and may withdraw at any time, and for the legitimate uses the DPDP Act allows, such as the purpose for which you gave us the data and compliance with the law. Withdrawing consent does not affect what was done before; it may mean that we can no longer provide a service, such as a booking.',
            INDIA,
          ),
        ],
      },
      {
        id: 'who-we-share-it-with',
        heading: 'Who we share it with',
        blocks: [
          list([
            'the property you book, which receives your name, contact details, booking details and special requests;',
            'our payment provider, for payments, refunds and saved cards;',
            'service providers who work for us under contract and only on our instructions: hosting, e-mail and text-message delivery, customer service tools;',
            'authorities, when the law requires it.',
          ]),
          paragraph('We do not sell your personal data.'),
          paragraph(
            'When a service provider is outside the European Economic Area, we transfer data only on the basis of an adequacy decision of the European Commission or its standard contractual clauses.',
            EU,
          ),
          paragraph(
            'When a service provider is outside the United Kingdom, we transfer data only under UK adequacy regulations or the UK international data transfer agreement.',
            UK,
          ),
          paragraph('We may process data outside India, except in countries to which the Government of India restricts transfers.', INDIA),
        ],
      },
      {
        id: 'how-long-we-keep-it',
        heading: 'How long we keep it',
        blocks: [
          list([
            'Account data: as long as your account exists; we delete it within 30 days after you close your account.',
            'Bookings, payments and invoices: as long as the tax and accounting laws of {countryName} require, at most ten years.',
            'Device data and security logs: 13 months.',
            'Customer service messages: two years after the matter is closed.',
            'Consent to marketing: until you withdraw it.',
          ]),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        blocks: [
          paragraph(
            'You have the right to access your data, to have it corrected or erased, to restrict its use, to receive it in a portable format, to object to its use (always to direct marketing), and to withdraw your consent.',
            EUROPE,
          ),
          paragraph(
            'You have the right to a summary of your personal data and of how we process it, to have it corrected, completed, updated or erased, to have your grievances redressed, and to nominate a person who may exercise your rights if you die or become unable to.',
            INDIA,
          ),
          paragraph(
            'You can change most of your data in your account. For anything else, write to {privacyEmail}; we may ask you to prove who you are. We answer within one month.',
          ),
          paragraph(
            'If you are not satisfied with our answer, you may complain to {authorityName} ({authorityUrl}) or to the data-protection authority of the country where you live.',
            EUROPE,
          ),
          paragraph(
            'Our Grievance Officer can be reached at {grievanceEmail} and answers within the time the DPDP Act sets. If you are not satisfied, you may complain to {authorityName} ({authorityUrl}).',
            INDIA,
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        blocks: [
          paragraph(
            'Your data travels encrypted (HTTPS). Passwords are kept only as secure hashes, sign-in codes expire within minutes, and only staff who need your data for their work can see it. If a breach puts your data at risk, we inform the authority and you as the law requires.',
          ),
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        blocks: [
          paragraph(
            '{brandName} is not meant for children: you must be 18 to create an account or book. We do not knowingly collect data of children except the names and ages of children travelling with you, which you give us.',
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        blocks: [
          paragraph(
            'We update this policy when our services or the law change. The date at the top shows the latest version; we tell you by e-mail of important changes.',
          ),
        ],
      },
    ],
  },

  'cookie-policy': {
    title: 'Cookie policy',
    summary: 'Which cookies {brandName} places on your device, what each one does and how long it lasts.',
    sections: [
      {
        id: 'what-cookies-are',
        heading: 'What cookies are',
        blocks: [
          paragraph(
            'Cookies are small text files that a website stores in your browser. We also keep a few similar values in your browser\'s local storage. In this policy, "cookies" covers both.',
          ),
        ],
      },
      {
        id: 'categories',
        heading: 'The three categories',
        blocks: [
          list([
            'Necessary: needed for the site to work and to keep it secure, for example to keep you signed in and to remember your booking details. They cannot be switched off.',
            'Preferences: remember choices such as your language and your location, so the site opens as you left it.',
            'Statistics: help us understand how the site is used, by counting visits and which campaign brought you, so we can improve it.',
          ]),
        ],
      },
      {
        id: 'cookies-we-use',
        heading: 'The cookies we use',
        blocks: [
          table(
            ['Name', 'Category', 'Purpose', 'Lasts'],
            [
              ['token', 'Necessary', 'Keeps you signed in.', 'Until you sign out or close the browser'],
              ['fingerprint2', 'Necessary', 'Recognises your device, to protect your account and prevent fraud.', '2 years (63,072,000 seconds)'],
              ['appContext', 'Necessary', 'Remembers the site you are on: brand, country and currency.', '2 hours (7,200 seconds)'],
              ['loggedInAppContext', 'Necessary', 'Remembers the same when you are signed in.', '6 months (15,552,000 seconds)'],
              ['cookie_consent', 'Necessary', 'Remembers which kinds of cookies you allowed, so we do not ask again.', '6 months (15,552,000 seconds)'],
              ['countryIso', 'Necessary', 'The country your connection comes from, to show the right prices and rules.', '2 hours (7,200 seconds)'],
              ['locale', 'Preferences', 'The language you chose.', '1 year (31,536,000 seconds)'],
              ['geoContext', 'Preferences', 'Your approximate location, to suggest stays nearby.', '12 hours (43,200 seconds)'],
              ['quickLogin', 'Preferences', 'Remembers that we showed you the quick sign-in, so it does not appear again.', '1 day (86,400 seconds)'],
              ['utm', 'Statistics', 'The campaign or link that brought you to us (utm parameters).', '30 days (2,592,000 seconds)'],
              ['expd', 'Statistics', 'The version of a page you see while we test an improvement.', 'Until you close the browser'],
              ['client_id', 'Statistics', 'Counts visits without identifying you.', 'Until you close the browser'],
            ],
          ),
          paragraph(
            'We do not use advertising cookies. On its payment page, our payment provider may place the necessary cookies it needs to take the payment securely.',
          ),
        ],
      },
      {
        id: 'your-choice',
        heading: 'Your choice',
        blocks: [
          paragraph(
            'We place necessary cookies without asking, because the site cannot work without them. Preferences and statistics cookies are placed only after you accept them in the cookie banner. To change your choice, delete the cookies of this site in your browser: the banner asks you again on your next visit.',
            EUROPE,
          ),
          paragraph(
            'We use necessary cookies to run the site, and preferences and statistics cookies to remember your choices and improve the site. You can block or delete cookies at any time in your browser settings.',
            INDIA,
          ),
          paragraph('Every browser lets you see, block and delete cookies in its settings. If you block necessary cookies, you cannot sign in or book.'),
        ],
      },
      {
        id: 'contact',
        heading: 'Questions',
        blocks: [paragraph('For questions about cookies, write to {privacyEmail}. Our Privacy policy explains how we use personal data.')],
      },
    ],
  },

  'corporate-social-responsibility': {
    title: 'Corporate social responsibility',
    summary: 'How {brandName} works to be a fair partner to the people and places that welcome our guests.',
    sections: [
      {
        id: 'our-approach',
        heading: 'Our approach',
        blocks: [
          paragraph(
            'Travel only lasts if it is good for the places people visit. We choose our partners with care, pay them fairly and on time, and use our reach to encourage better ways of running a stay.',
          ),
        ],
      },
      {
        id: 'fair-partnerships',
        heading: 'Fair partnerships',
        blocks: [
          list([
            'Properties receive the money for a stay within the period agreed in their contract, and see every commission line.',
            'We publish the price the property sets; we do not add hidden charges at check-out.',
            'Owners and managers can reach a named account manager, in their own language.',
          ]),
        ],
      },
      {
        id: 'people',
        heading: 'People',
        blocks: [
          paragraph(
            'We expect every partner to respect the law on wages, working hours and safety, never to employ children, and to give staff a safe workplace free of harassment. We end a partnership when these expectations are not met.',
          ),
          paragraph('We train housekeeping and front-desk teams of our partner hotels in hygiene, guest safety and digital skills, free of charge.', HOTELS),
        ],
      },
      {
        id: 'environment',
        heading: 'Environment',
        blocks: [
          list([
            'We encourage properties to reuse linen on request, save water and energy, and stop single-use plastics in rooms.',
            'Our offices run paperless: confirmations, invoices and vouchers are digital.',
            'We show guests the public transport near each property where we know it.',
          ]),
          paragraph(
            'We ask owners to register their holiday home with the municipality where this is required, and to respect local limits on holiday letting, so that neighbourhoods keep homes for the people who live there.',
            HOMES,
          ),
        ],
      },
      {
        id: 'communities',
        heading: 'Communities',
        blocks: [
          paragraph(
            'Most of the people who run our properties live nearby. We favour local suppliers and staff, and ask guests to respect neighbours, quiet hours and local customs.',
          ),
          paragraph(
            'Where the Companies Act, 2013 requires it, {companyName} spends at least two percent of its average net profits on corporate social responsibility activities approved by its board, and reports them in its annual report.',
            INDIA,
          ),
        ],
      },
      {
        id: 'accessibility',
        heading: 'Accessibility',
        blocks: [
          paragraph(
            'We build our website to the Web Content Accessibility Guidelines (WCAG 2.1, level AA): it works with a keyboard and screen readers. Tell us at {supportEmail} where we fall short.',
          ),
        ],
      },
      {
        id: 'talk-to-us',
        heading: 'Talk to us',
        blocks: [paragraph('Ideas, questions or concerns about how we or a property behave: write to {supportEmail}. We read every message.')],
      },
    ],
  },

  'saved-card-policy': {
    title: 'Saved card policy',
    summary: 'How saving a card for faster payment works on {brandName}, what we keep, and how to remove a card.',
    sections: [
      {
        id: 'how-it-works',
        heading: 'How saving a card works',
        blocks: [
          paragraph(
            'When you choose to save a card while paying, the card is saved by our payment provider, not by us. The provider replaces the card number with a token: a code that can be used only for payments on {brandName}, and that is useless to anyone else.',
          ),
          paragraph(
            'As the Reserve Bank of India requires, a card is saved only as a token created by the card network or the bank that issued it (card-on-file tokenisation), after you have given your explicit consent and confirmed it with an additional factor of authentication, such as a one-time password from your bank. Neither we nor the payment provider keep your card number.',
            INDIA,
          ),
          paragraph(
            "Each payment with a saved card is confirmed as your bank requires under strong customer authentication, for example in your bank's app.",
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-we-see',
        heading: 'What we see',
        blocks: [
          paragraph(
            'We see only what you need to recognise the card: the card network, the last four digits and the expiry date. We use the saved card only when you choose it for a payment.',
          ),
        ],
      },
      {
        id: 'security-code',
        heading: 'The security code',
        blocks: [
          paragraph('The card security code (CVV or CVC) is never stored, by us or by the payment provider. Your bank may ask for it again at each payment.'),
        ],
      },
      {
        id: 'removing-a-card',
        heading: 'Removing a card',
        blocks: [
          paragraph(
            'You can remove a saved card at any time in your account, or by asking customer service at {supportEmail}. The payment provider then deletes the token and it can never be used again. Removing a card does not affect bookings you have already paid.',
          ),
          paragraph('A token also stops working when the card expires or your bank replaces it; you then save the new card at your next payment if you wish.'),
        ],
      },
      {
        id: 'security',
        heading: 'Security',
        blocks: [
          paragraph(
            'Our payment provider is certified to the Payment Card Industry Data Security Standard (PCI DSS). If you think someone used your saved card without your permission, remove it, tell your bank and write to {supportEmail} at once.',
          ),
        ],
      },
    ],
  },

  'unmarried-couples': {
    title: 'Unmarried couples',
    summary: 'Which stays on {brandName} welcome couples who are not married, what to bring, and what the law says.',
    sections: [
      {
        id: 'which-stays-welcome-couples',
        heading: 'Which stays welcome couples',
        blocks: [
          paragraph(
            'Many {brandName} hotels welcome unmarried couples. Every hotel shows its rule before you book: hotels that accept unmarried couples show "Couples are welcome"; hotels that do not show "No unmarried couples allowed" on the hotel page and in search results. In search results, the "Couple friendly" filter shows only hotels that welcome couples.',
            { jurisdiction: ['india'], propertyType: 'hotel' },
          ),
          paragraph(
            'Each home sets its own rule and shows it before you book: homes that accept unmarried couples show "Couples are welcome"; homes that do not show "No unmarried couples allowed".',
            { jurisdiction: ['india'], propertyType: 'home' },
          ),
          paragraph(
            'If you book a stay marked "No unmarried couples allowed", the property may refuse check-in to a couple who cannot show that they are married. Because the rule was shown before you booked, the cancellation policy of the room then applies. Choose a stay that welcomes couples.',
            INDIA,
          ),
          paragraph(
            'Every home on {brandName} welcomes couples, whether they are married or not. Owners may not ask for proof of marriage, and we remove listings that do.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-to-bring',
        heading: 'What to bring',
        blocks: [
          paragraph(
            'Both of you must be at least 18 and show a valid government-issued photo identity document at check-in: an Aadhaar card, passport, driving licence or voter ID card. The property page says if it does not accept a PAN card ("PAN card not accepted") or identity documents with an address in the same city. Guests who are not Indian nationals show their passport and visa.',
            INDIA,
          ),
          paragraph(
            'Each adult shows a passport or national identity card at check-in, as guest registration requires. Nobody will ask about your marital status.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'the-law',
        heading: 'The law, in plain words',
        blocks: [
          paragraph(
            'No law in India forbids two unmarried adults from staying together in a hotel room, and doing so is not an offence. A property may, however, set its own admission rules, which is why some do not accept unmarried couples. What every property must do by law is record the identity of its guests, which is why you show your identity documents.',
            INDIA,
          ),
          paragraph(
            'In {countryName}, adults may stay together whatever their marital status. A property may ask for identity documents to register its guests, as the law requires, but not for a marriage certificate.',
            EUROPE,
          ),
          paragraph('This page is general information, not legal advice.'),
        ],
      },
      {
        id: 'if-something-goes-wrong',
        heading: 'If something goes wrong',
        blocks: [
          paragraph(
            'If a property refuses you although it shows "Couples are welcome", or treats you unfairly at check-in, call or write to us at {supportEmail} from the property. We will find you another stay nearby or refund you in full.',
          ),
        ],
      },
    ],
  },
};
