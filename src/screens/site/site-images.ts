import aboutMission from '../../assets/site/about-mission.svg'
import aboutTeam from '../../assets/site/about-team.svg'
import homeBorrow from '../../assets/site/home-borrow.svg'
import homeRepay from '../../assets/site/home-repay.svg'
import homeSecure from '../../assets/site/home-secure.svg'
import homeSteps from '../../assets/site/home-steps.svg'
import type { Illustration } from '../shared/doc-view.tsx'

/** Our own illustrations (src/assets/site), files the page loads, named as the content files name them. */
const size = { width: 640, height: 400 }

export const SITE_IMAGES: Record<string, Illustration> = {
  'home-borrow': { src: homeBorrow, ...size },
  'home-steps': { src: homeSteps, ...size },
  'home-secure': { src: homeSecure, ...size },
  'home-repay': { src: homeRepay, ...size },
  'about-mission': { src: aboutMission, ...size },
  'about-team': { src: aboutTeam, ...size },
}
