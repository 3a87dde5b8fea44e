import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import type { WorldDate } from '@lorewright/domain/calendars/worldDate';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import type { WikiCategory, WikiView } from '@lorewright/domain/wikis/wikiView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeWiki, wikiAnswer } from '../../testing/wikiFixtures';

// The wiki in time: dated header fields and sections, the wiki's lifespan, and the page read as
// of a date of the world's calendar.

const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'] });
// Saves leave DRAFT_WAIT_MS (500 ms) after the last edit.
const SAVED = { timeout: 3000 };

// A calendar of the world's own: two months of 30 days, years without an era.
const AGES: Calendar = {
  ...GREGORIAN_CALENDAR,
  name: 'Ages',
  eras: [],
  months: [
    { name: 'Thaw', numDays: 30 },
    { name: 'Frost', numDays: 30 },
  ],
};

const rulers = makeWiki({
  title: 'Eldmark',
  category: 'places',
  visibility: 'public',
  headerFields: [
    { _id: 'h1', field: 'Ruler', value: 'Aldric I', period: { from: { year: 1100 }, until: { year: 1149 } } },
    { _id: 'h2', field: 'Ruler', value: 'Berengar', period: { from: { year: 1150 }, until: { year: 1199 } } },
    { _id: 'h3', field: 'Ruler', value: 'Cyne', period: { from: { year: 1200 } } },
    { _id: 'h4', field: 'Capital', value: 'Harrow' },
  ],
  sections: [
    { _id: 's1', title: 'The Long Peace', content: 'No war for a lifetime.', period: { from: { year: 1150, month: 3 }, until: { year: 1199 } }, revision: 2 },
    { _id: 's2', title: 'Geography', content: 'Hills and rivers.', revision: 1 },
  ],
  lifespan: { from: { year: 902 }, until: { year: 1245 } },
});

// The WCAG 2.1 AA rules axe can judge without a layout engine (colour contrast needs a browser:
// the journeys check it).
const axeViolations = async () => {
  const result = await axe.run(document.body, {
    runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

describe('a wiki in time', () => {
  const api = mockApiPerTest();

  const openWiki = async (wiki: WikiView, { token = 't', calendar = GREGORIAN_CALENDAR, path = `/wiki/${wiki._id}` } = {}) => {
    if (token) api().on('POST me', meAnswer(author));
    api().on('GET world/w1/calendar', { status: 200, body: { timelineID: null, calendar } });
    api().on(`GET creation/wiki/${wiki._id}`, wikiAnswer(wiki));
    const view = renderRoute(path, { token: token || null });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    return view;
  };
  const answerUpdates = (wiki: WikiView = makeWiki()) =>
    api().on('PUT creation/updateWiki/k1', (body) => ({ status: 200, body: { message: m.updated, wiki: { ...wiki, ...(body as object) } } }));
  const sentUpdates = () =>
    api()
      .callsTo('PUT creation/updateWiki/k1')
      .map((call) => call.body);
  const answerAsOf = (wiki: WikiView, asOf: WorldDate, existsAsOf: boolean, query = String(asOf.year)) =>
    api().on(`GET creation/wiki/${wiki._id}?asOf=${query}`, { status: 200, body: { wiki: { ...wiki, asOf, existsAsOf } } });
  const typeDate = (group: HTMLElement, end: 'From' | 'Until', { year, month = '' }: { year: string; month?: string }) => {
    const fields = within(within(group).getByRole('group', { name: end }));
    fireEvent.change(fields.getByRole('textbox', { name: 'Year' }), { target: { value: year } });
    fireEvent.change(fields.getByRole('combobox', { name: 'Month' }), { target: { value: month } });
  };

  describe('read', () => {
    it("shows a ruler's three reigns under one name, each value beside its dates, and a dated section's dates under its title", async () => {
      await openWiki(rulers, { token: '' });
      const list = screen.getAllByRole('term')[0].closest('dl')!;
      expect([...list.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Ruler', 'Capital']);
      expect([...list.querySelectorAll('dd')].map((value) => value.textContent)).toEqual([
        'Aldric I, 1100 AD – 1149 AD',
        'Berengar, 1150 AD – 1199 AD',
        'Cyne, From 1200 AD',
        'Harrow',
      ]);
      const peace = screen.getByRole('heading', { level: 2, name: 'The Long Peace' }).closest('section')!;
      expect(within(peace).getByText('March 1150 AD – 1199 AD')).toBeInTheDocument();
      const geography = screen.getByRole('heading', { level: 2, name: 'Geography' }).closest('section')!;
      expect(geography.textContent).toBe('GeographyHills and rivers.');
      expect(await axeViolations()).toEqual([]);
    });

    it("reads the dates on the world's own calendar, its month names and no era", async () => {
      const wiki = makeWiki({
        visibility: 'public',
        headerFields: [{ _id: 'h1', field: 'Reign', value: 'Aldric', period: { from: { year: 12, month: 2, day: 3 } } }],
      });
      await openWiki(wiki, { token: '', calendar: AGES });
      await waitFor(() => expect(screen.getByText('Aldric', { selector: 'dd', exact: false })).toHaveTextContent('Aldric, From 3 Frost 12'));
    });

    it.each<[WikiCategory, string]>([
      ['characters', 'Born 902 AD · Died 1245 AD'],
      ['places', 'Founded 902 AD · Fell 1245 AD'],
      ['magic', 'From 902 AD · Until 1245 AD'],
      ['events', 'From 902 AD · Until 1245 AD'],
    ])('says the lifespan of a wiki of %s in its words: %s', async (category, text) => {
      await openWiki({ ...rulers, category }, { token: '' });
      expect(screen.getByText(text)).toBeInTheDocument();
    });

    it('says no lifespan for a wiki without one', async () => {
      await openWiki(makeWiki({ visibility: 'public' }), { token: '' });
      expect(screen.queryByText(/^(Born|Died) \d/)).not.toBeInTheDocument();
    });
  });

  describe('edit', () => {
    it("sends a field's new dates with it alone, and shows them under its value", async () => {
      answerUpdates();
      await openWiki(makeWiki());
      const button = screen.getByRole('button', { name: 'Dates of field 2' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const dates = screen.getByRole('group', { name: 'Dates of field 2' });
      expect(button).toHaveAttribute('aria-controls', dates.parentElement!.id);
      typeDate(dates, 'From', { year: '1180', month: '6' });
      typeDate(dates, 'Until', { year: '1245' });
      await waitFor(() => expect(sentUpdates()).toHaveLength(1), SAVED);
      expect(sentUpdates()[0]).toEqual({
        headerFields: [{ _id: 'h2', field: 'Home', value: 'Hollowmere', period: { from: { year: 1180, month: 6 }, until: { year: 1245 } } }],
      });
      expect(screen.getByText('June 1180 AD – 1245 AD')).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);

      // Done closes the panel and gives the focus back to its button.
      fireEvent.click(within(dates.parentElement!).getByRole('button', { name: 'Done' }));
      expect(screen.queryByRole('group', { name: 'Dates of field 2' })).not.toBeInTheDocument();
      expect(button).toHaveFocus();
    });

    it("sends a section's dates without its revision's text when they alone changed, and null when cleared", async () => {
      const dated = makeWiki({ sections: [{ ...makeWiki().sections[0], period: { from: { year: 1180 } } }, makeWiki().sections[1]] });
      answerUpdates(dated);
      await openWiki(dated);
      expect(screen.getByText('From 1180 AD')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Dates of section 1' }));
      const dates = screen.getByRole('group', { name: 'Dates of section 1' });
      expect(within(within(dates).getByRole('group', { name: 'From' })).getByRole('textbox', { name: 'Year' })).toHaveValue('1180');
      fireEvent.click(within(dates.parentElement!).getByRole('button', { name: 'Clear dates' }));
      await waitFor(() => expect(sentUpdates()).toHaveLength(1), SAVED);
      expect(sentUpdates()[0]).toEqual({ sections: [{ _id: 's1', title: 'Early Life', content: 'Born by the river.', period: null, revision: 2 }] });
      expect(screen.queryByText('From 1180 AD')).not.toBeInTheDocument();
      // Escape closes the panel from any of its fields, the focus back on its button.
      fireEvent.keyDown(within(dates).getAllByRole('textbox', { name: 'Year' })[1], { key: 'Escape' });
      expect(screen.queryByRole('group', { name: 'Dates of section 1' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Dates of section 1' })).toHaveFocus();
    });

    it('says a backwards period or a day the calendar lacks, and sends only the last whole period typed', async () => {
      answerUpdates();
      await openWiki(makeWiki(), { calendar: AGES });
      fireEvent.click(screen.getByRole('button', { name: 'Dates of field 1' }));
      const dates = screen.getByRole('group', { name: 'Dates of field 1' });
      await waitFor(() => expect(within(dates).getAllByRole('option', { name: 'Frost' })).toHaveLength(2));
      typeDate(dates, 'From', { year: '1245' });
      typeDate(dates, 'Until', { year: '1180' });
      expect(await screen.findByText('A period cannot end before it starts.')).toBeInTheDocument();
      typeDate(dates, 'Until', { year: '1250', month: '2' });
      fireEvent.change(within(within(dates).getByRole('group', { name: 'Until' })).getByRole('textbox', { name: 'Day' }), { target: { value: '31' } });
      expect(await screen.findByText('This month has no such day.')).toBeInTheDocument();
      expect(screen.queryByText('A period cannot end before it starts.')).not.toBeInTheDocument();
      // Frost has 30 days: the period saved is the one before the 31st was typed.
      await waitFor(() => expect(sentUpdates()).toHaveLength(1), SAVED);
      expect(sentUpdates()[0]).toEqual({
        headerFields: [{ _id: 'h1', field: 'Age', value: '34', period: { from: { year: 1245 }, until: { year: 1250, month: 2 } } }],
      });
    });

    it.each<[WikiCategory, string, string, string]>([
      ['characters', 'Lifespan', 'Born', 'Died'],
      ['places', 'Founding and fall', 'Founded', 'Fell'],
      ['magic', 'Dates', 'From', 'Until'],
      ['events', 'Dates', 'From', 'Until'],
    ])('sets the lifespan of a wiki of %s under "%s", ends "%s" and "%s"', async (category, name, from, until) => {
      answerUpdates(makeWiki({ category }));
      await openWiki(makeWiki({ category }));
      fireEvent.click(screen.getByRole('button', { name, expanded: false }));
      const dates = screen.getByRole('group', { name });
      typeDate(dates, from as 'From', { year: '1180' });
      typeDate(dates, until as 'Until', { year: '1245' });
      await waitFor(() => expect(sentUpdates()).toEqual([{ lifespan: { from: { year: 1180 }, until: { year: 1245 } } }]), SAVED);
      expect(screen.getByText(`${from} 1180 AD · ${until} 1245 AD`)).toBeInTheDocument();
    });
  });

  describe('as of a date', () => {
    it('reads the wiki as of the address’s date, read-only, and says so', async () => {
      const then = { ...rulers, headerFields: [rulers.headerFields[1], rulers.headerFields[3]], sections: rulers.sections };
      answerAsOf(then, { year: 1175 }, true);
      await openWiki(rulers, { path: '/wiki/k1?asOf=1175' });
      expect(api().callsTo('GET creation/wiki/k1?asOf=1175')).toHaveLength(1);
      // Only that read: the present wiki is not read beside it.
      expect(api().callsTo('GET creation/wiki/k1')).toHaveLength(1);
      expect(screen.getByText('Viewing Eldmark as of 1175 AD.').closest('[role="status"]')).toBeInTheDocument();
      expect(screen.queryByText('does not exist', { exact: false })).not.toBeInTheDocument();
      expect(screen.getByText('Berengar', { exact: false, selector: 'dd' })).toBeInTheDocument();
      expect(screen.queryByText('Aldric I', { exact: false })).not.toBeInTheDocument();
      // The author's page is read, not edited, as of a date.
      expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Dates of/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Background' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add Section' })).not.toBeInTheDocument();
      expect(document.title).toBe('Eldmark as of 1175 AD · Wiki · Lorewright');
      expect(await axeViolations()).toEqual([]);
    });

    it('says the wiki did not exist on a date outside its lifespan, in words', async () => {
      answerAsOf({ ...rulers, headerFields: [], sections: [rulers.sections[1]] }, { year: 850 }, false);
      await openWiki(rulers, { token: '', path: '/wiki/k1?asOf=850' });
      const banner = screen.getByText('Viewing Eldmark as of 850 AD.').closest('[role="status"]')!;
      expect(banner).toHaveTextContent('In 850 AD, Eldmark does not exist.');
    });

    it('asks again with ?asOf= for a date chosen on the page, and Today brings the present wiki back to edit', async () => {
      answerAsOf({ ...rulers, headerFields: [rulers.headerFields[0]] }, { year: 1120, month: 4 }, true, '1120-4');
      const { router } = await openWiki(rulers);
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Eldmark');
      const viewAsOf = screen.getByRole('button', { name: 'View as of' });
      fireEvent.click(viewAsOf);
      const picker = screen.getByRole('group', { name: 'View as of' });
      expect(within(picker).getByRole('textbox', { name: 'Year' })).toHaveFocus();
      fireEvent.change(within(picker).getByRole('textbox', { name: 'Year' }), { target: { value: '1120' } });
      fireEvent.change(within(picker).getByRole('combobox', { name: 'Month' }), { target: { value: '4' } });
      fireEvent.click(screen.getByRole('button', { name: 'Show' }));

      const viewing = await screen.findByText('Viewing Eldmark as of April 1120 AD.', {}, { timeout: 5000 });
      // The focus goes along to the banner that names the date.
      await waitFor(() => expect(viewing.closest('[role="status"]')).toHaveFocus());
      expect(router.state.location.search).toBe('?asOf=1120-4');
      expect(api().callsTo('GET creation/wiki/k1?asOf=1120-4')).toHaveLength(1);
      expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Today' }));
      expect(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5000 })).toHaveValue('Eldmark');
      expect(router.state.location.search).toBe('');
      await waitFor(() => expect(screen.getByRole('button', { name: 'View as of' })).toHaveFocus());
      expect(screen.queryByText('Viewing Eldmark', { exact: false })).not.toBeInTheDocument();
    });
  });
});
