import { useAccessTracking } from '../../lib/access/useAccessTracking';
import { CreativeCycle } from './CreativeCycle';
import { DataSafety } from './DataSafety';
import { ElementSections } from './ElementSections';
import { LandingHero } from './LandingHero';
import { PromotionCountdown } from './PromotionCountdown';
import { Roadmap } from './Roadmap';

export function LandingPage() {
  useAccessTracking();
  return (
    <>
      <title>Lorewright · Worldbuilding and creative writing</title>
      <LandingHero />
      <PromotionCountdown />
      <CreativeCycle />
      <ElementSections />
      <DataSafety />
      <Roadmap />
    </>
  );
}
