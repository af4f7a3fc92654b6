/** One question and its answer. */
interface Faq {
  id: string;
  question: string;
  answer: string;
}

/** A group of questions (qnaData: id, title, faqList). `signedIn` limits it to guests who are (true) or are not (false) signed in. */
export interface FaqSection {
  id: string;
  title: string;
  faqList: readonly Faq[];
  signedIn?: boolean;
}

/** The languages we wrote a market's answers in; English always. */
export type FaqLanguage = 'en' | 'nl' | 'de';
