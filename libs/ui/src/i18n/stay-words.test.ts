import { describe, expect, it } from 'vitest';
import { wordsFor } from './stay-words';

const messages = {
  label: { id: 'search.rooms.label', defaultMessage: 'Rooms and guests' },
  done: { id: 'search.rooms.done', defaultMessage: 'Done' },
};
const homeWords = { label: { id: 'search.rooms.label.homes', defaultMessage: 'Homes and guests' } };

describe('wordsFor', () => {
  it('speaks of rooms on a hotel page', () => {
    expect(wordsFor('hotel', messages, homeWords)).toBe(messages);
  });

  it('speaks of homes on a holiday-home page, keeping the messages that have no home words', () => {
    expect(wordsFor('home', messages, homeWords)).toEqual({ label: homeWords.label, done: messages.done });
  });
});
