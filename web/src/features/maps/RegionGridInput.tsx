import { nextRegion, withRegion, type Region, type RegionGrid } from '@lorewright/domain/maps/generator/regionGrid';
import styles from './GenerateMapPage.module.css';

const REGION_LABEL: Record<Region, string> = { water: 'Water', land: 'Land', mountains: 'Mountains' };

/** The region-node grid (product.md §2): a click cycles a node through water, land and mountains. */
export function RegionGridInput({ regions, onChange }: { regions: RegionGrid; onChange: (regions: RegionGrid) => void }) {
  return (
    <fieldset className={styles.field}>
      <legend className="form-label">Regions</legend>
      <div className={styles.regionGrid} style={{ gridTemplateColumns: `repeat(${regions[0].length}, 1fr)` }}>
        {regions.map((row, r) =>
          row.map((region, c) => (
            <button
              key={`${r}-${c}`}
              type="button"
              className={`${styles.regionNode} ${styles[region]}`}
              aria-label={`Region row ${r + 1}, column ${c + 1}: ${REGION_LABEL[region]}`}
              title={REGION_LABEL[region]}
              onClick={() => onChange(withRegion(regions, r, c, nextRegion(region)))}
            />
          )),
        )}
      </div>
      <p className={styles.legend}>
        {Object.entries(REGION_LABEL).map(([region, label]) => (
          <span key={region} className={styles.legendItem}>
            <span className={`${styles.swatch} ${styles[region]}`} aria-hidden />
            {label}
          </span>
        ))}
      </p>
    </fieldset>
  );
}
