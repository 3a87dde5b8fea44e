import type { FamilyTreeView } from '@lorewright/domain/relations/relationView';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/renderPage';
import { FAMILY_TREE_HELP, FamilyTree } from './FamilyTree';

const tree: FamilyTreeView = {
  rootID: 'ysolde',
  people: [
    { _id: 'ysolde', title: 'Ysolde' },
    { _id: 'gran', title: 'Gran' },
    { _id: 'odo', title: 'Odo' },
    { _id: 'bran', title: 'Bran' },
  ],
  parents: [
    { parentID: 'gran', childID: 'ysolde' },
    { parentID: 'ysolde', childID: 'bran' },
    { parentID: 'odo', childID: 'bran' },
  ],
  spouses: [{ a: 'odo', b: 'ysolde' }],
};

describe('FamilyTree', () => {
  it('draws every relative as a named link to their wiki, the character first in the tab order', () => {
    renderPage('/wiki/:id', <FamilyTree tree={tree} title="Family tree of Ysolde" />, '/wiki/ysolde', null);
    const group = screen.getByRole('group', { name: 'Family tree of Ysolde' });
    expect(group).toHaveAccessibleDescription(FAMILY_TREE_HELP);
    const links = within(group).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label')).sort()).toEqual(['Bran', 'Gran', 'Odo', 'Ysolde (this wiki)']);
    expect(within(group).getByRole('link', { name: 'Gran' })).toHaveAttribute('href', '/wiki/gran');
    expect(links.filter((link) => link.getAttribute('tabindex') === '0').map((link) => link.getAttribute('aria-label'))).toEqual(['Ysolde (this wiki)']);
  });

  it('arrow keys move between relatives: up to a parent, down to a child, Home back to the character', () => {
    renderPage('/wiki/:id', <FamilyTree tree={tree} title="Family tree of Ysolde" />, '/wiki/ysolde', null);
    const group = screen.getByRole('group', { name: 'Family tree of Ysolde' });
    const ysolde = within(group).getByRole('link', { name: 'Ysolde (this wiki)' });
    ysolde.focus();
    fireEvent.keyDown(ysolde, { key: 'ArrowUp' });
    expect(within(group).getByRole('link', { name: 'Gran' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(within(group).getByRole('link', { name: 'Bran' })).toHaveFocus();
    expect(within(group).getByRole('link', { name: 'Bran' })).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(ysolde).toHaveFocus();
  });
});
