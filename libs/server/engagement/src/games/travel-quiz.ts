import type { GameCategory } from '@stays/api-client';

export interface QuizQuestion {
  id: string;
  text: string;
  options: readonly string[];
  answer: number;
}

/** The question pool of the daily travel quiz, per category; each day asks three of a category's questions. */
const QUESTION_POOL: Record<GameCategory, readonly QuizQuestion[]> = {
  beaches: [
    { id: 'b1', text: 'Which Indian state is home to Baga and Calangute beaches?', options: ['Kerala', 'Goa', 'Odisha'], answer: 1 },
    { id: 'b2', text: 'Scheveningen is the beach of which Dutch city?', options: ['The Hague', 'Rotterdam', 'Utrecht'], answer: 0 },
    { id: 'b3', text: 'Varkala’s cliffs overlook which sea?', options: ['Bay of Bengal', 'Arabian Sea', 'Andaman Sea'], answer: 1 },
    { id: 'b4', text: 'Which island group lies in the Bay of Bengal?', options: ['Lakshadweep', 'Andaman and Nicobar', 'Maldives'], answer: 1 },
    { id: 'b5', text: 'The Côte d’Azur is the coast of which country?', options: ['Italy', 'Spain', 'France'], answer: 2 },
  ],
  heritage: [
    { id: 'h1', text: 'In which city does the Taj Mahal stand?', options: ['Agra', 'Delhi', 'Jaipur'], answer: 0 },
    { id: 'h2', text: 'Hampi was the capital of which empire?', options: ['Mughal', 'Vijayanagara', 'Maurya'], answer: 1 },
    { id: 'h3', text: 'Which city is called the Pink City?', options: ['Jodhpur', 'Udaipur', 'Jaipur'], answer: 2 },
    { id: 'h4', text: 'The Alhambra palace is in which Spanish city?', options: ['Granada', 'Seville', 'Madrid'], answer: 0 },
    { id: 'h5', text: 'Cologne’s cathedral stands on which river?', options: ['Danube', 'Rhine', 'Elbe'], answer: 1 },
  ],
  mountains: [
    { id: 'm1', text: 'Manali lies in which Indian state?', options: ['Himachal Pradesh', 'Uttarakhand', 'Sikkim'], answer: 0 },
    { id: 'm2', text: 'Which hill station is known as the Queen of the Hills?', options: ['Ooty', 'Mussoorie', 'Munnar'], answer: 1 },
    { id: 'm3', text: 'Darjeeling is famous for which drink?', options: ['Coffee', 'Tea', 'Cocoa'], answer: 1 },
    { id: 'm4', text: 'Innsbruck is a mountain city in which country?', options: ['Switzerland', 'Austria', 'Germany'], answer: 1 },
    { id: 'm5', text: 'Ben Nevis, the UK’s highest mountain, is in which nation?', options: ['Wales', 'England', 'Scotland'], answer: 2 },
  ],
};

export const QUESTIONS_PER_DAY = 3;

/** The day's three questions of a category, the same for every guest that day (a rotation through the pool). */
export function questionsOf(category: GameCategory, day: string): readonly QuizQuestion[] {
  const pool = QUESTION_POOL[category];
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  return Array.from({ length: QUESTIONS_PER_DAY }, (_, index) => pool[(dayNumber + index) % pool.length] as QuizQuestion);
}
