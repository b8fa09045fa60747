import home from '../../content/site-home.md'
import { SITE_IMAGES } from './site-images.ts'
import { SiteDocSection } from './site-frame.tsx'

/** `/` and `/User`: Home, four illustrations with their words in text; the first loads at once. */
export default function HomeScreen() {
  return <SiteDocSection section="home" doc={home} images={SITE_IMAGES} eagerFirstImage wide />
}
