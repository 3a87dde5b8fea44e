import { useEffect, useRef } from 'react';
import type { MapGeneration } from './useMapGenerator';
import styles from './GenerateMapPage.module.css';

const count = new Intl.NumberFormat('en-US');

function progressText(generation: MapGeneration): string {
  switch (generation.status) {
    case 'idle':
      return 'Choose the settings and press Generate.';
    case 'loading':
      return `Generating… ${generation.progress.percent}% (${count.format(generation.progress.pixelsDrawn)} pixels drawn)`;
    case 'created':
      return `100% (${count.format(generation.size * generation.size)} pixels drawn): map created.`;
    case 'failed':
      return generation.message;
  }
}

/** The progress line and the generated map on a canvas, whose PNG Download and Use Map take. */
export function GeneratedMapPreview({ generation, onCanvas }: { generation: MapGeneration; onCanvas: (canvas: HTMLCanvasElement | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (generation.status !== 'created' || !target) return;
    target.width = generation.size;
    target.height = generation.size;
    target.getContext('2d')?.putImageData(new ImageData(new Uint8ClampedArray(generation.pixels), generation.size, generation.size), 0, 0);
  }, [generation]);
  useEffect(() => onCanvas(generation.status === 'created' ? canvas.current : null), [generation, onCanvas]);

  const percent = generation.status === 'loading' ? generation.progress.percent : generation.status === 'created' ? 100 : 0;
  return (
    <div className={styles.preview}>
      <p role="status" className={generation.status === 'failed' ? styles.failed : styles.progressText}>
        {progressText(generation)}
      </p>
      <div className={styles.progressBar} aria-hidden>
        <span style={{ width: `${percent}%` }} />
      </div>
      <div className={styles.frame}>
        {generation.status === 'created' ? (
          <canvas ref={canvas} className={styles.canvas} aria-label="Generated map" role="img" />
        ) : (
          <p className={styles.placeholder}>{generation.status === 'loading' ? `${generation.progress.percent}%` : 'No map yet'}</p>
        )}
      </div>
    </div>
  );
}
