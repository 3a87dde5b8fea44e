import type { WorldRelationsView } from '@lorewright/domain/relations/relationView';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/renderPage';
import { GRAPH_TEXTS, WorldGraph } from './WorldGraph';

const graph: WorldRelationsView = {
  wikis: [
    { _id: 'ysolde', title: 'Ysolde', category: 'characters' },
    { _id: 'bran', title: 'Bran', category: 'characters' },
    { _id: 'ashvale', title: 'Ashvale', category: 'places' },
  ],
  relations: [
    { _id: 'r1', fromID: 'ysolde', toID: 'bran', type: 'parent', custom: '' },
    { _id: 'r2', fromID: 'ysolde', toID: 'ashvale', type: 'rulerOf', custom: '' },
  ],
};

const names = () =>
  within(screen.getByRole('group', { name: GRAPH_TEXTS.label }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'))
    .sort();

describe('WorldGraph', () => {
  it('draws each related wiki as a link named with its category and number of relations', () => {
    renderPage('/wiki/:id', <WorldGraph graph={graph} />, '/wiki/ysolde', null);
    expect(names()).toEqual(['Ashvale, Places, 1 relation', 'Bran, Characters, 1 relation', 'Ysolde, Characters, 2 relations']);
    expect(within(screen.getByRole('group', { name: GRAPH_TEXTS.label })).getByRole('link', { name: /^Bran/ })).toHaveAttribute('href', '/wiki/bran');
  });

  it('filters by kind and by category', () => {
    renderPage('/wiki/:id', <WorldGraph graph={graph} />, '/wiki/ysolde', null);
    fireEvent.change(screen.getByRole('combobox', { name: GRAPH_TEXTS.kind }), { target: { value: 'child' } });
    expect(names()).toEqual(['Bran, Characters, 1 relation', 'Ysolde, Characters, 1 relation']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Characters' }));
    expect(screen.getByText(GRAPH_TEXTS.empty)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Characters' }));
    fireEvent.change(screen.getByRole('combobox', { name: GRAPH_TEXTS.kind }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Places' }));
    expect(names()).toEqual(['Bran, Characters, 1 relation', 'Ysolde, Characters, 1 relation']);
  });
});
