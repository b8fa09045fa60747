import about from '../../content/site-about.md'
import { SITE_IMAGES } from './site-images.ts'
import { SiteDocSection } from './site-frame.tsx'

/** `/About`: who we are, two illustrations with their words in text. */
export default function AboutScreen() {
  return <SiteDocSection section="about" doc={about} images={SITE_IMAGES} eagerFirstImage wide />
}
