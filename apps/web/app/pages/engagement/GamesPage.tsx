import { useIntl } from 'react-intl';
import { Form } from 'react-router';
import type { GamePlayReply, Games } from '@stays/api-client';
import { Button, FormError } from '@stays/ui';
import { gamesMessages } from './games-messages';
import styles from './Engagement.module.css';

/** /games: header widgets, a tab per category, the day's quiz and the category's leaderboard. */
export function GamesPage({ games, csrfToken, result, error }: { games: Games; csrfToken: string; result: GamePlayReply | null; error: 'answerAll' | null }) {
  const intl = useIntl();
  const widget = (value: number | null) => (value === null ? intl.formatMessage(gamesMessages.none) : intl.formatNumber(value));
  const [played, best, rank] = games.header_widgets;
  return (
    <section className={styles.page} aria-labelledby="games-title">
      <h1 id="games-title">{intl.formatMessage(gamesMessages.title)}</h1>
      <p>{intl.formatMessage(gamesMessages.lead)}</p>
      <dl className={styles.widgets}>
        <div>
          <dt>{intl.formatMessage(gamesMessages.played)}</dt>
          <dd>{widget(played?.value ?? null)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(gamesMessages.best)}</dt>
          <dd>{widget(best?.value ?? null)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(gamesMessages.rank)}</dt>
          <dd>{widget(rank?.value ?? null)}</dd>
        </div>
      </dl>
      <nav aria-label={intl.formatMessage(gamesMessages.categories)}>
        <ul className={styles.tabs}>
          {games.categories.map((category) => (
            <li key={category}>
              <a className={styles.tab} href={`/games?category=${category}`} aria-current={category === games.tabSelected ? 'page' : undefined}>
                {intl.formatMessage(gamesMessages[category])}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h2>{intl.formatMessage(gamesMessages.quizTitle)}</h2>
      {result ? <p role="status">{intl.formatMessage(gamesMessages.scored, { score: result.score, outOf: result.out_of })}</p> : null}
      {!result && games.played_today ? <p>{intl.formatMessage(gamesMessages.playedToday, { score: games.played_today.score })}</p> : null}
      {!result && !games.played_today ? (
        <Form method="post" className={styles.page}>
          <input type="hidden" name="category" value={games.tabSelected} />
          <input type="hidden" name="csrf_token" value={csrfToken} />
          {games.questions.map((question) => (
            <fieldset key={question.id} className={styles.question}>
              <legend>{question.text}</legend>
              <input type="hidden" name="question" value={question.id} />
              {question.options.map((option, index) => (
                <label key={option}>
                  <input type="radio" name={`answer-${question.id}`} value={index} required /> {option}
                </label>
              ))}
            </fieldset>
          ))}
          <FormError message={error ? intl.formatMessage(gamesMessages.answerAll) : null} />
          <Button type="submit">{intl.formatMessage(gamesMessages.submit)}</Button>
        </Form>
      ) : null}
      <h2 id="leaderboard-title">{intl.formatMessage(gamesMessages.leaderboard)}</h2>
      {games.leaderboard.length === 0 ? (
        <p>{intl.formatMessage(gamesMessages.emptyBoard)}</p>
      ) : (
        <table className={styles.table} aria-labelledby="leaderboard-title">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(gamesMessages.rankColumn)}</th>
              <th scope="col">{intl.formatMessage(gamesMessages.nameColumn)}</th>
              <th scope="col">{intl.formatMessage(gamesMessages.scoreColumn)}</th>
            </tr>
          </thead>
          <tbody>
            {games.leaderboard.map((row) => (
              <tr key={`${row.rank}-${row.name}-${row.you}`} aria-current={row.you ? 'true' : undefined}>
                <td>{intl.formatNumber(row.rank)}</td>
                <td>{row.you ? intl.formatMessage(gamesMessages.you, { name: row.name }) : row.name}</td>
                <td>{intl.formatNumber(row.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
