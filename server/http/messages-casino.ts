/** What the casino says to people (public_message), spread into the catalogue of messages.ts. Ids start with `casino.`. */
export const casinoMessages = {
  "casino.game_not_found": { en: "This game is not available.", pt: "Este jogo não está disponível.", es: "Este juego no está disponible." },
  "casino.invalid_stake": { en: "Choose one of the stakes offered for this game.", pt: "Escolha um dos valores de aposta deste jogo.", es: "Elige uno de los importes de apuesta de este juego." },
  "casino.invalid_bet": { en: "That bet is not on this table.", pt: "Essa aposta não existe nesta mesa.", es: "Esa apuesta no existe en esta mesa." },
  "casino.action_not_allowed": { en: "That move is not possible now.", pt: "Essa jogada não é possível agora.", es: "Esa jugada no es posible ahora." },
  "casino.round_conflict": { en: "This round was already started with other details. Please try again.", pt: "Esta ronda já foi iniciada com outros dados. Tente novamente.", es: "Esta ronda ya se inició con otros datos. Inténtalo de nuevo." },
  "casino.round_not_found": { en: "This round was not found.", pt: "Esta ronda não foi encontrada.", es: "No se encontró esta ronda." },
  "casino.insufficient_funds": { en: "Your balance is too low for this stake.", pt: "O seu saldo é insuficiente para esta aposta.", es: "Tu saldo es insuficiente para esta apuesta." },
  "casino.table_closed": { en: "Bets are closed for this round. Wait for the next one.", pt: "As apostas desta ronda estão fechadas. Aguarde a próxima.", es: "Las apuestas de esta ronda están cerradas. Espera a la siguiente." },
} as const
