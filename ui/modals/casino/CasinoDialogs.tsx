/**
 * The casino's dialogs (spec §2.10):
 * - JackpotInfo: the progressive jackpot as the lobby last reported it (`props.gameId` picks one
 *   game's pot; otherwise every pot) and how it is won, with the way into its game;
 * - ChooseGame: the lobby's games as tiles (`props.category` narrows them, `props.exclude` leaves
 *   out the game being played), one tap to a game's page.
 * Both load the lobby as the casino pages do (CasinoOpened; core fetches it once and keeps it).
 */
import { useEffect, useMemo, type MouseEvent } from "react"
import type { CasinoGameInfo, CasinoLobby } from "../../../core/model/casino.js"
import { selectCasinoLobby, selectCasinoStatus } from "../../../core/casino/index.js"
import { useSelector, useSend } from "../../app/runtime.js"
import { GameTile } from "../../components/casino/GameTile.js"
import { Money } from "../../components/Money.js"
import { Msg, useT } from "../../components/Msg.js"
import { NavLink } from "../../components/NavLink.js"
import { modalTitleId } from "../PlaceholderModal.js"
import { ModalActions, ModalContent, ModalHeading, ModalText, ModalTitle, useClose, type ModalBodyProps } from "../ModalParts.js"
import "../../pages/sports/sports.css"
import "../../pages/casino/casino.css"

const str = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null)

/** The lobby, loaded on first use (the casino pages' own hold on it). */
function useLobby() {
  const send = useSend()
  useEffect(() => send({ _tag: "CasinoOpened" }), [send])
  return { lobby: useSelector(selectCasinoLobby), status: useSelector(selectCasinoStatus) }
}

const providerName = (lobby: CasinoLobby | null, id: string): string => lobby?.providers.find((p) => p.id === id)?.name ?? id

function LobbyState({ status }: { readonly status: string }) {
  return <p className="sports-empty" role="status"><Msg id={status === "failed" ? "casino.failed" : "casino.loading"} /></p>
}

// ── JackpotInfo ─────────────────────────────────────────────────────────────

export function JackpotInfoModal({ modal }: ModalBodyProps) {
  const { lobby, status } = useLobby()
  const close = useClose(modal.id)
  const gameId = str(modal.props.gameId)
  const jackpots = (lobby?.jackpots ?? []).filter((j) => gameId === null || j.game_id === gameId)
  const gameOf = (id: string): CasinoGameInfo | null => lobby?.games.find((g) => g.id === id) ?? null
  const first = jackpots[0] ? gameOf(jackpots[0].game_id) : null
  return (
    <ModalContent>
      <ModalHeading icon="star" tone="warning" title={modalTitleId(modal.name)} />
      {lobby === null ? <LobbyState status={status} /> : jackpots.length === 0 ? (
        <ModalText><p><Msg id="casino.jackpotInfo.none" /></p></ModalText>
      ) : (
        <>
          <dl className="modal__facts" data-testid="jackpot-info">
            {jackpots.map((j) => (
              <div key={`${j.game_id}:${j.currency}`}>
                <dt>{gameOf(j.game_id)?.name ?? <Msg id="casino.jackpot.title" />}</dt>
                <dd data-testid="jackpot-amount"><Money minor={j.amount} currency={j.currency} /></dd>
              </div>
            ))}
          </dl>
          <ModalText>
            <p><Msg id="casino.jackpotInfo.text" /></p>
            <h3><Msg id="casino.jackpotInfo.howWon" /></h3>
            <p><Msg id="casino.jackpot.body" /></p>
          </ModalText>
        </>
      )}
      <ModalActions>
        {first ? (
          <NavLink href={`/casino/game/${first.id}/player`} className="btn btn--primary btn--block" data-autofocus onClick={close}>
            <Msg id="casino.details.play" />
          </NavLink>
        ) : null}
        <button type="button" className={`btn btn--${first ? "secondary" : "primary"} btn--block`} data-autofocus={first ? undefined : true} onClick={close}>
          <Msg id="action.okay" />
        </button>
      </ModalActions>
    </ModalContent>
  )
}

// ── ChooseGame ──────────────────────────────────────────────────────────────

export function ChooseGameModal({ modal }: ModalBodyProps) {
  const { lobby, status } = useLobby()
  const t = useT()
  const close = useClose(modal.id)
  const category = str(modal.props.category)
  const exclude = str(modal.props.exclude)
  const games = useMemo(
    () => (lobby?.games ?? []).filter((g) => (category === null || g.categories.includes(category)) && g.id !== exclude),
    [lobby, category, exclude],
  )
  // The tiles are the lobby's own (GameTile links to the game): a tap on one of their links closes
  // the dialog on the way, a tap on a tile's favourite heart does not.
  const onTileClick = (e: MouseEvent) => {
    if (e.target instanceof Element && e.target.closest("a")) close()
  }
  return (
    <ModalContent align="start">
      <ModalTitle><Msg id={modalTitleId(modal.name)} /></ModalTitle>
      <ModalText><p><Msg id="casino.chooseGame.text" /></p></ModalText>
      {lobby === null ? <LobbyState status={status} /> : games.length === 0 ? (
        <p className="sports-empty"><Msg id="casino.empty" /></p>
      ) : (
        <ul className="game-grid" aria-label={t("modal.ChooseGame.title")} onClick={onTileClick} data-testid="choose-game">
          {games.map((g) => <GameTile key={g.id} game={g} providerName={providerName(lobby, g.provider)} />)}
        </ul>
      )}
      <ModalActions>
        <NavLink href="/casino" className="btn btn--secondary btn--block" onClick={close}>
          <Msg id="casino.category.all" />
        </NavLink>
      </ModalActions>
    </ModalContent>
  )
}
