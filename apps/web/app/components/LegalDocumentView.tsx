import { Fragment } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { LegalDocument, LegalDocumentBlock } from '@stays/legal-content';
import styles from './LegalDocumentView.module.css';

const messages = defineMessages<{ lastUpdated: { date: string }; contents: Record<never, never> }>({
  lastUpdated: { id: 'web.legal.lastUpdated', defaultMessage: 'Last updated {date}' },
  contents: { id: 'web.legal.contents', defaultMessage: 'Contents' },
});

/** Documents this long get a table of contents. */
const CONTENTS_FROM_SECTIONS = 4;
const LINKABLE = /(https?:\/\/[^\s)]*[^\s).,;]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** A text with its e-mail addresses and web addresses as links. */
function Linked({ text }: { text: string }) {
  return text.split(LINKABLE).map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    const href = part.startsWith('http') ? part : `mailto:${part}`;
    return (
      <a key={index} href={href} {...(part.startsWith('http') ? { rel: 'noreferrer', target: '_blank' } : {})}>
        {part}
      </a>
    );
  });
}

function Block({ block }: { block: LegalDocumentBlock }) {
  if (block.kind === 'paragraph')
    return (
      <p>
        <Linked text={block.text} />
      </p>
    );
  if (block.kind === 'list')
    return (
      <ul>
        {block.items.map((item) => (
          <li key={item}>
            <Linked text={item} />
          </li>
        ))}
      </ul>
    );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {block.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A legal document: title, summary, last-updated date, a table of contents for a long one, then its sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const intl = useIntl();
  const updated = new Date(`${document.lastUpdated}T00:00:00Z`);
  // A locale without its own texts yet shows English: say so to screen readers and translators.
  const lang = document.locale === intl.locale.split('-')[0] ? undefined : document.locale;
  return (
    <article className={styles.document} lang={lang}>
      <h1 className={styles.title}>{document.title}</h1>
      <p className={styles.summary}>{document.summary}</p>
      <p className={styles.updated} lang={lang ? intl.locale : undefined}>
        <time dateTime={document.lastUpdated}>
          {intl.formatMessage(messages.lastUpdated, { date: intl.formatDate(updated, { dateStyle: 'long', timeZone: 'UTC' }) })}
        </time>
      </p>
      {document.sections.length >= CONTENTS_FROM_SECTIONS ? (
        <nav className={styles.contents} aria-labelledby="legal-contents">
          <h2 id="legal-contents" lang={lang ? intl.locale : undefined}>
            {intl.formatMessage(messages.contents)}
          </h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {document.sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
