// Names as you type: nothing highlighted until the person moves, an answer for older text dropped, the
// highlight kept within the list (above the first is the typed text again).
import { describe, expect, test } from 'vitest';
import { requestSchemas } from '../../main/ipc/schemas';
import type { PersonSuggestion, Result } from '../../preload/contract';
import { createSuggestionsStore, SUGGESTION_LIMIT } from '../../renderer/stores/suggestions';

const person = (name: string, number: string): PersonSuggestion => ({
  name,
  number,
  calls: 1,
  lastCallEpoch: 1_700_000_000,
});

/** A bridge whose answers the test releases, in any order. */
function slowApi() {
  const asked: { text: string; limit: number }[] = [];
  const answers: ((people: PersonSuggestion[]) => void)[] = [];
  const api = {
    suggestPeople(request: { text: string; limit: number }): Promise<Result<PersonSuggestion[]>> {
      asked.push(request);
      return new Promise((resolve) => answers.push((people) => resolve({ ok: true, value: people })));
    },
  };
  return { api, asked, answers };
}

describe('suggestions', () => {
  test('highlight nothing until the person moves down; up from the first is the typed text again', async () => {
    const { api, answers } = slowApi();
    const store = createSuggestionsStore(api);
    const asking = store.getState().suggest('Dan');
    answers[0]?.([person('Dana Whitfield', '5555550123'), person('Dan Ortiz', '201')]);
    await asking;
    expect(store.getState()).toMatchObject({
      active: -1,
      people: [{ name: 'Dana Whitfield' }, { name: 'Dan Ortiz' }],
    });
    store.getState().move(1);
    store.getState().move(1);
    store.getState().move(1);
    expect(store.getState().active).toBe(1);
    store.getState().move(-1);
    store.getState().move(-1);
    store.getState().move(-1);
    expect(store.getState().active).toBe(-1);
  });

  test('an answer for text since changed is dropped; typing again clears the highlight', async () => {
    const { api, asked, answers } = slowApi();
    const store = createSuggestionsStore(api);
    const first = store.getState().suggest('D');
    const second = store.getState().suggest(' Da ');
    answers[1]?.([person('Dana Whitfield', '5555550123')]);
    await second;
    answers[0]?.([person('Diego Fernández', '5555550195')]);
    await first;
    expect(store.getState().people.map((p) => p.name)).toEqual(['Dana Whitfield']);
    expect(asked).toEqual([
      { text: 'D', limit: SUGGESTION_LIMIT },
      { text: 'Da', limit: SUGGESTION_LIMIT },
    ]);
    store.getState().move(1);
    void store.getState().suggest('Dan');
    expect(store.getState().active).toBe(-1);
    await store.getState().suggest('   ');
    expect(store.getState().people).toEqual([]);
  });

  test('a 2,000-character paste asks only for what main accepts, so suggestions keep working', async () => {
    const { api, asked, answers } = slowApi();
    const store = createSuggestionsStore(api);
    const pasted = `Dana ${'5'.repeat(1995)}`;
    const done = store.getState().suggest(pasted);
    answers[0]?.([person('Dana Whitfield', '5555550123')]);
    await done;
    expect(asked[0]?.text.length).toBe(200);
    expect(requestSchemas.suggestPeople.safeParse(asked[0]).success).toBe(true);
    expect(store.getState().people).toHaveLength(1);
  });
});
