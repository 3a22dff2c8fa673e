/**
 * Provably fair in the game player (issue 16): the hash of the next round's server seed before
 * play, and for the round on show its hash, the seed revealed once it is over, the client seed and
 * the nonce, with a link that fills the verifier in. Everything here is what the server said.
 */
import { selectCasinoPlayer, selectNextRoundFairness, verifierQueryOf } from "../../../core/casino/index.js"
import { urlFor } from "../../../core/routing/resolve.js"
import { useSelector } from "../../app/runtime.js"
import { Msg } from "../Msg.js"
import { NavLink } from "../NavLink.js"

export function RoundFairness() {
  const next = useSelector(selectNextRoundFairness)
  const player = useSelector(selectCasinoPlayer)
  const busy = player !== null && (player.pending !== null || player.revealAt !== null)
  const shown = busy ? null : (player?.shown ?? null)
  const query = shown ? verifierQueryOf(shown) : null
  return (
    <section className="round-fairness" aria-labelledby="round-fairness-title">
      <h2 id="round-fairness-title" className="round-fairness__title"><Msg id="casino.fair.title" /></h2>
      <dl className="round-fairness__facts">
        {next ? (
          <div data-testid="next-seed-hash"><dt><Msg id="casino.fair.next" /></dt><dd><Msg id="casino.fair.hash" /> <code>{next.server_seed_hash}</code></dd></div>
        ) : null}
        {shown ? (
          <div data-testid="round-seed">
            <dt><Msg id="casino.fair.last" /></dt>
            <dd>
              <Msg id="casino.fair.hash" /> <code>{shown.server_seed_hash}</code>
              <br />
              {shown.server_seed ? <><Msg id="casino.fair.revealed" /> <code data-testid="revealed-seed">{shown.server_seed}</code></> : <Msg id="casino.fair.hidden" />}
              <br />
              <Msg id="casino.fair.clientSeed" />: <code>{shown.client_seed}</code> · <Msg id="casino.fair.nonce" />: <code>{shown.nonce}</code>
            </dd>
          </div>
        ) : null}
      </dl>
      <NavLink href={query ? (urlFor("casino.fairness", {}, query) ?? "/casino/fairness") : "/casino/fairness"}>
        <Msg id={query ? "casino.fair.verifyRound" : "casino.fair.verifier"} />
      </NavLink>
    </section>
  )
}
