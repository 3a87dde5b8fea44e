import { ArchitectureDiagram } from './ArchitectureDiagram';
import { scenarios } from './diagram';
import styles from './AppDiagramPage.module.css';
import { useScenarioPlayer } from './useScenarioPlayer';

/** /app-diagram, the 'Visualization' page: how a login and a map load travel through the system. */
export function AppDiagramPage() {
  const player = useScenarioPlayer();
  const current = player.scenario?.steps[player.step];
  const shown = player.scenario ?? player.finished;

  return (
    <div className="page-column">
      <title>Visualization · Lorewright</title>
      <header className={styles.header}>
        <h1 className="page-title">Visualization</h1>
        <p className="page-lead">How Lorewright's parts work together. Play an animation to follow the requests of a login or of loading a map.</p>
      </header>

      <div className={styles.controls} role="group" aria-label="Animations">
        {scenarios.map((scenario) => {
          const playing = player.scenario?.id === scenario.id;
          return (
            <button
              key={scenario.id}
              type="button"
              className={`button ${playing ? 'button-secondary' : 'button-primary'} ${styles.control}`}
              aria-pressed={playing}
              onClick={() => (playing ? player.stop() : player.play(scenario))}
            >
              {playing ? (
                <>
                  <span className={styles.stopIcon} aria-hidden="true" />
                  Stop
                </>
              ) : (
                <>
                  <span className={styles.playIcon} aria-hidden="true" />
                  {scenario.label}
                </>
              )}
            </button>
          );
        })}
      </div>

      <div className={styles.stage}>
        <div className={styles.canvas}>
          <ArchitectureDiagram step={current} progress={player.progress} />
        </div>
        <aside className={styles.steps} aria-label="Steps">
          {shown ? (
            <>
              <h2 className={styles.stepsTitle}>{shown.label}</h2>
              <ol className={styles.stepList}>
                {shown.steps.map((step, index) => {
                  const state = player.finished || index < player.step ? 'done' : index === player.step ? 'current' : 'next';
                  return (
                    <li key={step.text} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
                      {step.text}
                    </li>
                  );
                })}
              </ol>
              <p className={styles.status} role="status">
                {player.finished ? `${player.finished.label} complete.` : `Step ${player.step + 1} of ${shown.steps.length}`}
              </p>
            </>
          ) : (
            <p className={styles.hint}>Choose Login or Load Map to start an animation.</p>
          )}
        </aside>
      </div>
    </div>
  );
}
