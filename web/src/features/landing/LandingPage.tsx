import { CreativeCycle } from './CreativeCycle';
import { LandingHero } from './LandingHero';

export function LandingPage() {
  return (
    <>
      <title>Lorewright · Worldbuilding and creative writing</title>
      <LandingHero />
      <CreativeCycle />
    </>
  );
}
