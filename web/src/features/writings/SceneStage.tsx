import { isAcceptedBackground, videoIdOfEmbed, youtubeEmbedUrl } from '@lorewright/domain/writings/youtube';
import { DEFAULT_SCENE_BACKGROUND, type SceneView } from '@lorewright/domain/writings/writingView';
import { useState, type ReactNode } from 'react';
import styles from './SceneStage.module.css';

/**
 * One scene as it is shown in both rooms: its background picture under the overlay colour at the
 * overlay opacity, its video (if any), and the text in front.
 */
export function SceneStage({ scene, children }: { scene: SceneView; children: ReactNode }) {
  const videoId = videoIdOfEmbed(scene.youtubeHTML);
  return (
    <div className={styles.stage}>
      <div className={styles.backdrop} aria-hidden="true">
        <SceneBackground key={scene.backgroundImage} value={scene.backgroundImage} />
        <div className={styles.overlay} style={{ backgroundColor: scene.overlayColor, opacity: scene.overlayOpacity }} data-testid="scene-overlay" />
      </div>
      <div className={styles.column}>
        {videoId && (
          <div className={styles.video}>
            {/* Built from the video id alone (the stored HTML is never inserted): 100% of its frame, autoplay. */}
            <iframe
              src={youtubeEmbedUrl(videoId)}
              title="Scene video"
              width="100%"
              height="100%"
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
            />
          </div>
        )}
        {children}
      </div>
    </div>
  );
}

// Only what a scene may hold is shown (the default, http(s), the media host); a picture that
// fails to load gives way to the default mountain.
function SceneBackground({ value }: { value: string }) {
  const [failed, setFailed] = useState(false);
  const usable = !failed && (value === DEFAULT_SCENE_BACKGROUND || isAcceptedBackground(value));
  return <img className={styles.image} src={usable ? value : DEFAULT_SCENE_BACKGROUND} alt="" onError={() => setFailed(true)} data-testid="scene-background" />;
}
