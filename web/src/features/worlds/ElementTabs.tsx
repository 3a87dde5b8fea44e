import { ELEMENT_KINDS, type ElementKind, type WorldView } from '@lorewright/domain/worlds/worldView';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../components/icons/Icon';
import { elementKinds, listedElements } from '../../lib/elementKinds';
import { ElementPanel } from './ElementPanel';
import styles from './ElementTabs.module.css';

/** The hub's tabs, Writings, Wikis, Timelines, Maps, Languages (product.md §2), one panel at a time. */
export function ElementTabs({ world }: { world: WorldView }) {
  const [selected, setSelected] = useState<ElementKind>('writings');
  const baseId = useId();
  const tabs = useRef<Partial<Record<ElementKind, HTMLButtonElement | null>>>({});

  // Arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = ELEMENT_KINDS.indexOf(selected);
    const last = ELEMENT_KINDS.length - 1;
    const moves = new Map([
      ['ArrowRight', index === last ? 0 : index + 1],
      ['ArrowLeft', index === 0 ? last : index - 1],
      ['Home', 0],
      ['End', last],
    ]);
    const next = moves.get(event.key);
    if (next === undefined) return;
    event.preventDefault();
    const kind = ELEMENT_KINDS[next];
    setSelected(kind);
    tabs.current[kind]?.focus();
  };

  return (
    <section className={styles.tabs} aria-label="World elements">
      <div role="tablist" aria-label="Element kinds" className={styles.tablist} onKeyDown={onKeyDown}>
        {ELEMENT_KINDS.map((kind) => (
          <button
            key={kind}
            ref={(button) => {
              tabs.current[kind] = button;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${kind}`}
            aria-selected={kind === selected}
            aria-controls={`${baseId}-panel`}
            tabIndex={kind === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(kind)}
          >
            <Icon name={kind} size={18} />
            {elementKinds[kind].label}
            <span className={styles.count}>{listedElements(kind, world[kind]).length}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected}`} className={styles.panel}>
        <ElementPanel kind={selected} world={world} />
      </div>
    </section>
  );
}
