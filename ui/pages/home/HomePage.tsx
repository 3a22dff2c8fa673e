/**
 * The front door (spec §2.1): a welcome for visitors with the way in, a greeting for account
 * holders, then the leading vertical's home (core's front door picks it by default_vertical):
 * the sportsbook's in-play, featured matches and next races, or the casino's quick access,
 * popular games and live tables; then the way to every section.
 */
import { Link } from "wouter"
import { selectBalance, selectBrandName, selectCurrency, selectHideBalance, selectUser } from "../../../core/app/selectors.js"
import { Icon, type IconName } from "../../components/Icon.js"
import { Money } from "../../components/Money.js"
import { Msg } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"
import type { MessageId } from "../../i18n/catalogues.js"
import { useSelector } from "../../app/runtime.js"
import { HomeCasino } from "./HomeCasino.js"
import { HomeSports } from "./HomeSports.js"
import "./home.css"

type Tile = { readonly icon: IconName; readonly title: MessageId; readonly text: MessageId; readonly href: string }
const SPORTS: Tile = { icon: "ball", title: "home.tile.sports.title", text: "home.tile.sports.text", href: "/sports" }
const CASINO: Tile = { icon: "cards", title: "home.tile.casino.title", text: "home.tile.casino.text", href: "/casino" }
const SAFER: Tile = { icon: "shield", title: "home.tile.safer.title", text: "home.tile.safer.text", href: "/account/safer-gambling" }
/** Every section exists: each tile is the way in, the leading vertical first. */
const tilesFor = (vertical: "sports" | "casino"): ReadonlyArray<Tile> => (vertical === "casino" ? [CASINO, SPORTS, SAFER] : [SPORTS, CASINO, SAFER])

function VisitorHero({ brand }: { readonly brand: string }) {
  return (
    <>
      <p className="hero__eyebrow"><Msg id="home.hero.eyebrow" /></p>
      <PageHeading className="hero__title"><Msg id="home.hero.title" values={{ brand }} /></PageHeading>
      <p className="hero__text"><Msg id="home.hero.text" /></p>
      <div className="hero__actions">
        <Link href="/auth/signup" className="btn btn--accent hero__cta"><Msg id="home.cta.join" /></Link>
        <Link href="/login" className="btn btn--ghost-dark hero__cta"><Msg id="home.cta.login" /></Link>
      </div>
    </>
  )
}

function MemberHero({ name }: { readonly name: string }) {
  const balance = useSelector(selectBalance)
  const currency = useSelector(selectCurrency)
  const hidden = useSelector(selectHideBalance)
  return (
    <>
      <PageHeading className="hero__title"><Msg id="home.user.title" values={{ name }} /></PageHeading>
      <p className="hero__text"><Msg id="home.user.text" /></p>
      <div className="hero__member">
        <div className="hero__stat">
          <span className="hero__stat-label"><Msg id="home.user.balance" /></span>
          <span className="hero__stat-value">{hidden ? "••••••" : <Money minor={balance ?? 0} currency={currency} />}</span>
        </div>
        <Link href="/account" className="btn btn--accent hero__cta">
          <Msg id="home.user.account" />
          <Icon name="arrowRight" size={18} />
        </Link>
      </div>
    </>
  )
}

function Home({ vertical }: { readonly vertical: "sports" | "casino" }) {
  const brand = useSelector(selectBrandName)
  const user = useSelector(selectUser)
  return (
    <div className="home">
      <section className="hero on-dark">
        <div className="hero__inner">
          {user ? <MemberHero name={user.firstname} /> : <VisitorHero brand={brand} />}
        </div>
      </section>
      {vertical === "casino"
        ? <div className="home__section home__section--casino"><HomeCasino /></div>
        : <div className="home__section home__section--sports"><HomeSports /></div>}
      <section className="home__section" aria-labelledby="home-sections">
        <h2 id="home-sections" className="home__section-title"><Msg id="home.sections" /></h2>
        <ul className="tiles">
          {tilesFor(vertical).map((tile) => (
            <li key={tile.title}>
              <Link href={tile.href} className="tile card">
                <span className="tile__icon"><Icon name={tile.icon} size={26} /></span>
                <h3 className="tile__title"><Msg id={tile.title} /></h3>
                <p className="tile__text"><Msg id={tile.text} /></p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

/** The root when the sport home leads (core's front door page `index`). */
export function HomePage() {
  return <Home vertical="sports" />
}

/** The root when the casino home leads (core's front door page `index.casino`). */
export function CasinoHomePage() {
  return <Home vertical="casino" />
}
