import { gameCategorySchema, type GameCategory, type GamePlayBody, type GamePlayReply, type Games } from '@stays/api-client';
import { ServiceError, type SqlClient } from '@stays/server-core';
import { QUESTIONS_PER_DAY, questionsOf } from './travel-quiz';

const LEADERBOARD_SIZE = 10;
const POINTS_PER_ANSWER = 10;

function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

interface LeaderRow {
  user_id: number;
  first_name: string;
  last_name: string;
  score: number;
}

/**
 * GET games: the daily travel quiz of a category (accounts-commerce §3 "Game: header_widgets, tabSelected, category
 * leaderboards"): the day's questions, whether the guest played them, and the category's leaderboard — each guest's
 * total over every day played, highest first, ties by who reached it first.
 */
export async function getGames(database: SqlClient, userId: number, category: GameCategory | undefined, now: Date): Promise<Games> {
  const tab = category ?? 'beaches';
  const day = dayOf(now);
  const leaders = await database.query<LeaderRow & { rank: number }>(
    `SELECT s.user_id, u.first_name, u.last_name, s.score, s.rank::int AS rank FROM (
       SELECT user_id, SUM(score)::int AS score, RANK() OVER (ORDER BY SUM(score) DESC, MIN(created_at)) AS rank
         FROM game_scores WHERE category = $1 GROUP BY user_id
     ) s JOIN users u ON u.id = s.user_id WHERE s.rank <= $2 OR s.user_id = $3 ORDER BY s.rank, s.user_id`,
    [tab, LEADERBOARD_SIZE, userId],
  );
  const [mine] = await database.query<{ played: number; best: number | null; today: number | null }>(
    `SELECT COUNT(*)::int AS played, MAX(score)::int AS best, MAX(CASE WHEN played_on = $3 THEN score END)::int AS today
       FROM game_scores WHERE user_id = $1 AND category = $2`,
    [userId, tab, day],
  );
  const you = leaders.find((row) => row.user_id === userId);
  return {
    header_widgets: [
      { key: 'played', value: mine?.played ?? 0 },
      { key: 'best', value: mine?.best ?? null },
      { key: 'rank', value: you?.rank ?? null },
    ],
    tabSelected: tab,
    categories: [...gameCategorySchema.options],
    played_today: mine?.today === null || mine?.today === undefined ? null : { score: mine.today },
    questions: questionsOf(tab, day).map((question) => ({ id: question.id, text: question.text, options: [...question.options] })),
    leaderboard: leaders.map((row) => ({ rank: row.rank, name: displayName(row), score: row.score, you: row.user_id === userId })),
  };
}

/** Asha V.: first name and the initial of the last, never the whole name of another guest. */
function displayName(row: LeaderRow): string {
  const initial = row.last_name.trim().charAt(0);
  return `${row.first_name.trim() || 'Guest'}${initial ? ` ${initial.toUpperCase()}.` : ''}`;
}

/** POST games/{category}/play: scores the day's answers once; a second play the same day keeps the first score. */
export async function playGame(database: SqlClient, userId: number, category: GameCategory, body: GamePlayBody, now: Date): Promise<GamePlayReply> {
  const day = dayOf(now);
  const questions = questionsOf(category, day);
  const unknown = Object.keys(body.answers).find((id) => !questions.some((question) => question.id === id));
  if (unknown !== undefined) throw new ServiceError(400, 'GAME_QUESTION_UNKNOWN', 'an answer is for a question that is not in today’s quiz');
  const correct = questions.filter((question) => body.answers[question.id] === question.answer).length;
  const score = correct * POINTS_PER_ANSWER;
  const inserted = await database.query<{ score: number }>(
    `INSERT INTO game_scores (user_id, category, played_on, score, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, category, played_on) DO NOTHING RETURNING score`,
    [userId, category, day, score, now],
  );
  if (inserted.length === 1) return { score, out_of: QUESTIONS_PER_DAY * POINTS_PER_ANSWER, already_played: false };
  const [kept] = await database.query<{ score: number }>('SELECT score FROM game_scores WHERE user_id = $1 AND category = $2 AND played_on = $3', [
    userId,
    category,
    day,
  ]);
  return { score: kept?.score ?? 0, out_of: QUESTIONS_PER_DAY * POINTS_PER_ANSWER, already_played: true };
}
