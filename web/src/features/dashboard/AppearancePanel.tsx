import { useId, useState } from 'react';
import {
  DEFAULT_APPEARANCE,
  applyAppearance,
  isDefault,
  readAppearance,
  saveAppearance,
  withTheme,
  type Appearance,
  type Colour,
  type Theme,
} from '../../lib/appearance';
import styles from './Dashboard.module.css';

const themes: { theme: Theme; label: string }[] = [
  { theme: 'dark', label: 'Dark' },
  { theme: 'light', label: 'Light' },
];

const colours: { key: Colour; label: string }[] = [
  { key: 'primary', label: 'Primary colour' },
  { key: 'secondary', label: 'Secondary colour' },
  { key: 'background', label: 'Background colour' },
];

/** The theme (dark or light) and colour pickers with live preview: every change shows at once and is kept in this browser. */
export function AppearancePanel() {
  const [appearance, setAppearance] = useState(readAppearance);
  const baseId = useId();

  const change = (next: Appearance) => {
    setAppearance(next);
    applyAppearance(next);
    saveAppearance(next);
  };

  return (
    <section className="panel-card" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="panel-title">
        Appearance
      </h2>
      <p className="panel-text">Choose the theme and colours Lorewright uses in this browser. Changes show immediately.</p>
      <fieldset className={styles.themes}>
        <legend className={styles.themesLegend}>Theme</legend>
        {themes.map(({ theme, label }) => (
          <label key={theme} className={styles.themeChoice}>
            <input
              type="radio"
              name={`${baseId}-theme`}
              value={theme}
              checked={appearance.theme === theme}
              onChange={() => change(withTheme(appearance, theme))}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.colours}>
        {colours.map(({ key, label }) => (
          <div key={key} className={styles.colour}>
            <input
              id={`${baseId}-${key}`}
              className={styles.colourInput}
              type="color"
              value={appearance[key]}
              onChange={(e) => change({ ...appearance, [key]: e.target.value.toLowerCase() })}
            />
            <label htmlFor={`${baseId}-${key}`} className={styles.colourLabel}>
              <span>{label}</span>
              <code className={styles.colourValue}>{appearance[key]}</code>
            </label>
          </div>
        ))}
      </div>
      <div className={styles.preview} aria-hidden="true">
        <span className={styles.previewTitle}>Preview</span>
        <span className="button button-primary">Primary</span>
        <span className="button button-secondary">Secondary</span>
        <span className={styles.previewLink}>A link</span>
      </div>
      <div className="button-row">
        <button type="button" className="button button-secondary" disabled={isDefault(appearance)} onClick={() => change(DEFAULT_APPEARANCE)}>
          Reset to defaults
        </button>
      </div>
    </section>
  );
}
