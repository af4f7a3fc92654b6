import { defineMessages } from 'react-intl';

type NoValues = Record<never, never>;

export const gamesMessages = defineMessages<{
  title: NoValues;
  lead: NoValues;
  played: NoValues;
  best: NoValues;
  rank: NoValues;
  none: NoValues;
  categories: NoValues;
  beaches: NoValues;
  heritage: NoValues;
  mountains: NoValues;
  quizTitle: NoValues;
  submit: NoValues;
  answerAll: NoValues;
  scored: { score: number; outOf: number };
  playedToday: { score: number };
  leaderboard: NoValues;
  rankColumn: NoValues;
  nameColumn: NoValues;
  scoreColumn: NoValues;
  you: { name: string };
  emptyBoard: NoValues;
}>({
  title: { id: 'web.games.title', defaultMessage: 'Play and win' },
  lead: {
    id: 'web.games.lead',
    defaultMessage: 'Three travel questions a day in each category. Every right answer scores 10 points on the category’s leaderboard.',
  },
  played: { id: 'web.games.played', defaultMessage: 'Days played' },
  best: { id: 'web.games.best', defaultMessage: 'Best score' },
  rank: { id: 'web.games.rank', defaultMessage: 'Your rank' },
  none: { id: 'web.games.none', defaultMessage: '–' },
  categories: { id: 'web.games.categories', defaultMessage: 'Categories' },
  beaches: { id: 'web.games.category.beaches', defaultMessage: 'Beaches' },
  heritage: { id: 'web.games.category.heritage', defaultMessage: 'Heritage' },
  mountains: { id: 'web.games.category.mountains', defaultMessage: 'Mountains' },
  quizTitle: { id: 'web.games.quizTitle', defaultMessage: 'Today’s questions' },
  submit: { id: 'web.games.submit', defaultMessage: 'Send my answers' },
  answerAll: { id: 'web.games.answerAll', defaultMessage: 'Answer every question before you send.' },
  scored: { id: 'web.games.scored', defaultMessage: 'You scored {score} of {outOf} points.' },
  playedToday: { id: 'web.games.playedToday', defaultMessage: 'You played today’s quiz: {score} points. Come back tomorrow for new questions.' },
  leaderboard: { id: 'web.games.leaderboard', defaultMessage: 'Leaderboard' },
  rankColumn: { id: 'web.games.rankColumn', defaultMessage: 'Rank' },
  nameColumn: { id: 'web.games.nameColumn', defaultMessage: 'Guest' },
  scoreColumn: { id: 'web.games.scoreColumn', defaultMessage: 'Points' },
  you: { id: 'web.games.you', defaultMessage: '{name} (you)' },
  emptyBoard: { id: 'web.games.emptyBoard', defaultMessage: 'Nobody has played this category yet: be the first.' },
});
