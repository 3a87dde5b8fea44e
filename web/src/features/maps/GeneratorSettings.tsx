import { useId } from 'react';
import {
  clampLayers,
  clampStrength,
  LAYERS_MAX,
  LAYERS_MIN,
  MAP_SIZE_MAX,
  MAP_SIZE_MIN,
  STRENGTH_STEP,
  type MapGeneratorOptions,
} from '@lorewright/domain/maps/generator/mapGeneratorOptions';
import { RegionGridInput } from './RegionGridInput';
import styles from './GenerateMapPage.module.css';

export interface GeneratorSettingsProps {
  settings: MapGeneratorOptions;
  // The size as typed: it is clamped to 100–2000 when the field is left or the map generated.
  sizeText: string;
  onSizeText: (text: string) => void;
  onSizeDone: () => void;
  onChange: (changes: Partial<MapGeneratorOptions>) => void;
  onNewSeed: () => void;
}

/** The generator's inputs (product.md §2, §8): width and height kept equal, Detail, Strength, regions, seed. */
export function GeneratorSettings({ settings, sizeText, onSizeText, onSizeDone, onChange, onNewSeed }: GeneratorSettingsProps) {
  const ids = { width: useId(), height: useId(), detail: useId(), strength: useId(), seed: useId() };
  const sizeField = (id: string, label: string) => (
    <div className="form-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className="text-input"
        type="number"
        inputMode="numeric"
        min={MAP_SIZE_MIN}
        max={MAP_SIZE_MAX}
        step={1}
        value={sizeText}
        onChange={(event) => onSizeText(event.target.value)}
        onBlur={onSizeDone}
      />
    </div>
  );
  return (
    <div className={styles.settings}>
      <div className={styles.sizeRow}>
        {sizeField(ids.width, 'Width')}
        <span className={styles.times} aria-hidden>
          ×
        </span>
        {sizeField(ids.height, 'Height')}
      </div>
      <div className="form-field">
        <div className={styles.sliderLabel}>
          <label htmlFor={ids.detail} className="form-label">
            Detail
          </label>
          <output htmlFor={ids.detail}>{settings.layers}</output>
        </div>
        <input
          id={ids.detail}
          type="range"
          min={LAYERS_MIN}
          max={LAYERS_MAX}
          step={1}
          value={settings.layers}
          onChange={(event) => onChange({ layers: clampLayers(Number(event.target.value)) })}
        />
      </div>
      <div className="form-field">
        <div className={styles.sliderLabel}>
          <label htmlFor={ids.strength} className="form-label">
            Strength
          </label>
          <output htmlFor={ids.strength}>{settings.strength.toFixed(2)}</output>
        </div>
        <input
          id={ids.strength}
          type="range"
          min={0}
          max={1}
          step={STRENGTH_STEP}
          value={settings.strength}
          onChange={(event) => onChange({ strength: clampStrength(Number(event.target.value)) })}
        />
      </div>
      <RegionGridInput regions={settings.regions} onChange={(regions) => onChange({ regions })} />
      <div className="form-field">
        <label htmlFor={ids.seed} className="form-label">
          Seed
        </label>
        <div className={styles.seedRow}>
          <input id={ids.seed} className="text-input" value={settings.seed} onChange={(event) => onChange({ seed: event.target.value })} autoComplete="off" />
          <button type="button" className="button button-secondary" onClick={onNewSeed}>
            New seed
          </button>
        </div>
      </div>
    </div>
  );
}
