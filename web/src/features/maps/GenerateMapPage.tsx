import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useGoBack } from '../../lib/useGoBack';
import { handOffGeneratedMap } from './generatedMapHandoff';
import { GeneratedMapPreview } from './GeneratedMapPreview';
import { GeneratorSettings } from './GeneratorSettings';
import {
  clampMapSize,
  LAYERS_DEFAULT,
  MAP_SIZE_DEFAULT,
  STRENGTH_DEFAULT,
  type MapGeneratorOptions,
} from '@lorewright/domain/maps/generator/mapGeneratorOptions';
import { DEFAULT_REGIONS } from '@lorewright/domain/maps/generator/regionGrid';
import { PaidElementAccess } from '../../components/PaidElementAccess';
import { useMapGenerator } from './useMapGenerator';
import styles from './GenerateMapPage.module.css';

const randomSeed = () => Math.random().toString(36).slice(2, 10);

const pngOf = (canvas: HTMLCanvasElement) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));

/** /generate-map (product.md §2, §5): the random map generator. */
export function GenerateMapPage() {
  return (
    <PaidElementAccess feature="maps" page="Map Generator">
      {() => <MapGenerator />}
    </PaidElementAccess>
  );
}

function MapGenerator() {
  const navigate = useNavigate();
  const goBack = useGoBack('/creation');
  const { generation, generate, stop } = useMapGenerator();
  const [settings, setSettings] = useState<MapGeneratorOptions>(() => ({
    size: MAP_SIZE_DEFAULT,
    layers: LAYERS_DEFAULT,
    strength: STRENGTH_DEFAULT,
    seed: randomSeed(),
    regions: DEFAULT_REGIONS,
  }));
  const [sizeText, setSizeText] = useState(String(MAP_SIZE_DEFAULT));
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const onCanvas = useCallback((drawn: HTMLCanvasElement | null) => setCanvas(drawn), []);
  const change = (changes: Partial<MapGeneratorOptions>) => setSettings((now) => ({ ...now, ...changes }));
  const settleSize = () => {
    const size = clampMapSize(Number(sizeText));
    setSizeText(String(size));
    change({ size });
    return size;
  };
  const loading = generation.status === 'loading';

  const download = async () => {
    const png = canvas && (await pngOf(canvas));
    if (!png) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(png);
    link.download = `map-${settings.seed || 'generated'}.png`;
    link.click();
    URL.revokeObjectURL(link.href);
  };
  const takeToNewMap = async () => {
    const png = canvas && (await pngOf(canvas));
    if (!png) return;
    handOffGeneratedMap(png);
    void navigate('/new-map');
  };

  return (
    <section className={`app-page ${styles.page}`} aria-labelledby="generate-map-title">
      <title>Map Generator · Lorewright</title>
      <header className="page-header">
        <div className="page-heading">
          <p className="eyebrow">Maps</p>
          <h1 id="generate-map-title" className="app-page-title">
            Map Generator
          </h1>
        </div>
        <button type="button" className="button button-secondary" onClick={goBack}>
          Back
        </button>
      </header>
      <p className={`page-lead ${styles.lead}`}>Paint the regions, pick a seed and generate a map. The same seed and settings always draw the same map.</p>
      <div className={styles.layout}>
        <section className={`panel-card ${styles.controls}`} aria-label="Settings">
          <GeneratorSettings
            settings={settings}
            sizeText={sizeText}
            onSizeText={setSizeText}
            onSizeDone={settleSize}
            onChange={change}
            onNewSeed={() => change({ seed: randomSeed() })}
          />
          <div className={styles.actions}>
            <button type="button" className="button button-primary" disabled={loading} onClick={() => generate({ ...settings, size: settleSize() })}>
              Generate
            </button>
            <button type="button" className="button button-secondary" disabled={!loading} onClick={stop}>
              Stop
            </button>
          </div>
        </section>
        <section className={`panel-card ${styles.result}`} aria-label="Preview">
          <GeneratedMapPreview generation={generation} onCanvas={onCanvas} />
          <div className={styles.actions}>
            <button type="button" className="button button-secondary" disabled={!canvas} onClick={() => void download()}>
              Download
            </button>
            <button type="button" className="button button-primary" disabled={!canvas} onClick={() => void takeToNewMap()}>
              Use Map
            </button>
          </div>
        </section>
      </div>
    </section>
  );
}
