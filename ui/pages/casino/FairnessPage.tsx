/**
 * /casino/fairness (issue 16, provably fair): the verifier. A bettor pastes a round's revealed
 * server seed, the client seed and the nonce (a round's "Verify this round" link fills them in);
 * the server replays the round and this page shows the hash of that seed beside the one shown
 * before the round, and the outcome recomputed. Logged in, the bettor also sees the commitment for
 * their next round and may choose their own client seed.
 */
import { useEffect, useState, type FormEvent } from "react"
import {
  parseVerifierForm, selectCasinoLobby, selectHashMatches, selectNextRoundFairness, selectVerification, verifierFormOf, type VerifierErrors, type VerifierField, type VerifierForm,
} from "../../../core/casino/index.js"
import type { RoundOutcome } from "../../../core/model/casino.js"
import { selectIsLoggedIn } from "../../../core/session/index.js"
import { selectCurrency } from "../../../core/wallet/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import type { PageProps } from "../../app/pages.js"
import { Card } from "../../components/casino/Games.js"
import { TextField } from "../../components/Fields.js"
import { Money } from "../../components/Money.js"
import { Msg } from "../../components/Msg.js"
import { PageHeading } from "../../components/PageHeading.js"

function FieldError({ errors, field }: { readonly errors: VerifierErrors; readonly field: VerifierField }) {
  const e = errors[field]
  return e ? <Msg id={`casino.fair.error.${e}`} /> : null
}

/** The recomputed outcome, in the words of the game. */
function Outcome({ outcome }: { readonly outcome: RoundOutcome }) {
  switch (outcome.kind) {
    case "roulette":
      return <p><Msg id="casino.roulette.landed" values={{ n: outcome.pocket }} /></p>
    case "slot":
      return (
        <>
          <p><Msg id="casino.fair.outcome.slot" values={{ spins: outcome.spins.length, wins: outcome.spins.reduce((n, s) => n + s.wins.length, 0) }} /></p>
          <ol className="fair-reels">{outcome.spins[0]?.grid.map((reel, i) => <li key={i}><code>{reel.join(" · ")}</code></li>)}</ol>
        </>
      )
    case "scratch":
      return <p><Msg id="casino.fair.outcome.scratch" values={{ multiple: outcome.multiple }} /> <code>{outcome.cells.join(" · ")}</code></p>
    case "blackjack":
      return (
        <div className="blackjack-table">
          <div className="blackjack-row"><span className="blackjack-label"><Msg id="casino.blackjack.dealer" /> ({outcome.dealer_total})</span><div className="blackjack-cards">{outcome.dealer.map((c, i) => <Card key={i} card={c} />)}</div></div>
          {outcome.hands.map((h, i) => (
            <div key={i} className="blackjack-row"><span className="blackjack-label"><Msg id="casino.blackjack.hand" values={{ n: i + 1, total: h.total }} /></span><div className="blackjack-cards">{h.cards.map((c, k) => <Card key={k} card={c} />)}</div></div>
          ))}
        </div>
      )
  }
}

function Result() {
  const verification = useSelector(selectVerification)
  const matches = useSelector(selectHashMatches)
  const currency = useSelector(selectCurrency)
  if (verification.phase === "idle") return null
  if (verification.phase === "checking") return <p role="status"><Msg id="casino.fair.checking" /></p>
  if (verification.phase === "failed") return <p role="alert" className="fair-result fair-result--bad"><Msg id="casino.fair.failed" /></p>
  const { result } = verification
  return (
    <section className="card fair-result" aria-labelledby="fair-result-title" data-testid="verification">
      <h2 id="fair-result-title"><Msg id="casino.fair.result" /></h2>
      <p><Msg id="casino.fair.recomputedHash" /> <code data-testid="recomputed-hash">{result.server_seed_hash}</code></p>
      {matches === null ? null : (
        <p role="status" className={matches ? "fair-result__good" : "fair-result__bad"} data-testid="hash-match"><Msg id={matches ? "casino.fair.match" : "casino.fair.mismatch"} /></p>
      )}
      <Outcome outcome={result.outcome} />
      <p><Msg id="casino.fair.returned" /> <strong data-testid="verified-returned"><Money minor={result.returned} currency={currency} /></strong></p>
    </section>
  )
}

/** The next round's commitment and the bettor's own client seed (logged in). */
function NextRound() {
  const send = useSend()
  const next = useSelector(selectNextRoundFairness)
  const [seed, setSeed] = useState("")
  if (!next) return null
  return (
    <section className="card fair-next" aria-labelledby="fair-next-title">
      <h2 id="fair-next-title"><Msg id="casino.fair.next" /></h2>
      <p><Msg id="casino.fair.hash" /> <code data-testid="next-seed-hash">{next.server_seed_hash}</code></p>
      <p><Msg id="casino.fair.clientSeed" />: <code data-testid="client-seed">{next.client_seed}</code> · <Msg id="casino.fair.nonce" />: <code>{next.nonce}</code></p>
      <form className="fair-form" onSubmit={(e) => { e.preventDefault(); if (seed.trim() !== "") send({ _tag: "CasinoClientSeedChosen", clientSeed: seed.trim() }) }}>
        <TextField label={<Msg id="casino.fair.yourSeed" />} value={seed} onValueChange={setSeed} maxLength={64} />
        <button type="submit" className="btn btn--secondary" disabled={seed.trim() === ""}><Msg id="casino.fair.changeSeed" /></button>
      </form>
    </section>
  )
}

export function CasinoFairnessPage({ query }: PageProps) {
  const send = useSend()
  const lobby = useSelector(selectCasinoLobby)
  const loggedIn = useSelector(selectIsLoggedIn)
  const currency = useSelector(selectCurrency)
  const [form, setForm] = useState<VerifierForm>(() => verifierFormOf(query))
  const [errors, setErrors] = useState<VerifierErrors>({})
  useEffect(() => send({ _tag: "CasinoOpened" }), [send])
  useEffect(() => send({ _tag: "CasinoFairnessOpened" }), [send, loggedIn])
  const games = (lobby?.games ?? []).filter((g) => !g.live)
  const game = games.find((g) => g.id === form.gameId) ?? null
  const set = (field: keyof VerifierForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }))
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const parsed = parseVerifierForm(form, game?.kind ?? null)
    if (!parsed.ok) return setErrors(parsed.errors)
    setErrors({})
    send({ _tag: "CasinoVerificationRequested", request: parsed.request, expectedHash: parsed.expectedHash })
  }
  return (
    <div className="sports-page casino-page fair-page">
      <PageHeading><Msg id="casino.fair.title" /></PageHeading>
      <p className="fair-intro"><Msg id="casino.fair.intro" /></p>
      {loggedIn ? <NextRound /> : null}
      <form className="card fair-form" onSubmit={submit} noValidate aria-labelledby="fair-form-title">
        <h2 id="fair-form-title"><Msg id="casino.fair.verifier" /></h2>
        <div className={`field${errors.gameId ? " field--invalid" : ""}`}>
          <label className="field__label" htmlFor="fair-game"><Msg id="casino.fair.game" /></label>
          <select id="fair-game" className="field__input" value={form.gameId} onChange={(e) => set("gameId")(e.target.value)}>
            <option value="" />
            {games.map((g) => <option key={g.id} value={g.id}>{g.name}</option>)}
          </select>
          {errors.gameId ? <p className="field__error"><FieldError errors={errors} field="gameId" /></p> : null}
        </div>
        <TextField label={<Msg id="casino.fair.serverSeed" />} value={form.serverSeed} onValueChange={set("serverSeed")} error={errors.serverSeed ? <FieldError errors={errors} field="serverSeed" /> : undefined} spellCheck={false} autoComplete="off" />
        <TextField label={<Msg id="casino.fair.clientSeed" />} value={form.clientSeed} onValueChange={set("clientSeed")} error={errors.clientSeed ? <FieldError errors={errors} field="clientSeed" /> : undefined} spellCheck={false} autoComplete="off" />
        <TextField label={<Msg id="casino.fair.nonce" />} value={form.nonce} onValueChange={set("nonce")} inputMode="numeric" error={errors.nonce ? <FieldError errors={errors} field="nonce" /> : undefined} />
        {game?.kind === "roulette" ? (
          <TextField label={<Msg id="casino.fair.bets" />} hint={<Msg id="casino.fair.betsHint" />} value={form.bets} onValueChange={set("bets")} error={errors.bets ? <FieldError errors={errors} field="bets" /> : undefined} spellCheck={false} />
        ) : game ? (
          <div className={`field${errors.stake ? " field--invalid" : ""}`}>
            <label className="field__label" htmlFor="fair-stake"><Msg id="casino.fair.stake" /></label>
            <select id="fair-stake" className="field__input" value={form.stake} onChange={(e) => set("stake")(e.target.value)}>
              <option value="" />
              {game.stakes.map((s) => <option key={s} value={String(s)}><Money minor={s} currency={currency} /></option>)}
            </select>
            {errors.stake ? <p className="field__error"><FieldError errors={errors} field="stake" /></p> : null}
          </div>
        ) : null}
        {game?.kind === "blackjack" ? (
          <TextField label={<Msg id="casino.fair.actions" />} hint={<Msg id="casino.fair.actionsHint" />} value={form.actions} onValueChange={set("actions")} error={errors.actions ? <FieldError errors={errors} field="actions" /> : undefined} spellCheck={false} />
        ) : null}
        <TextField label={<Msg id="casino.fair.hashShown" />} value={form.hash} onValueChange={set("hash")} spellCheck={false} autoComplete="off" />
        <button type="submit" className="btn btn--primary"><Msg id="casino.fair.verify" /></button>
      </form>
      <Result />
    </div>
  )
}
