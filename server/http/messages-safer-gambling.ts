/**
 * What the safer-gambling rules say to people (public_message), spread into the catalogue of
 * messages.ts. Ids start with `safer.`; `{until}` is a date the server words (dd/mm/yyyy HH:mm UK).
 */
export const saferGamblingMessages = {
  "safer.timed_out": {
    en: "You have taken a break until {until}. You can’t log in, bet, play or deposit until then.",
    pt: "Fez uma pausa até {until}. Até lá não pode entrar, apostar, jogar nem depositar.",
    es: "Te has tomado un descanso hasta el {until}. Hasta entonces no puedes entrar, apostar, jugar ni depositar.",
  },
  "safer.self_excluded": {
    en: "Your account is self-excluded until {until}. You can’t log in, bet, play or deposit until then.",
    pt: "A sua conta está autoexcluída até {until}. Até lá não pode entrar, apostar, jogar nem depositar.",
    es: "Tu cuenta está autoexcluida hasta el {until}. Hasta entonces no puedes entrar, apostar, jugar ni depositar.",
  },
  "safer.register_excluded": {
    en: "We can’t open an account for you: you are on a self-exclusion register until {until}.",
    pt: "Não podemos abrir uma conta: está num registo de autoexclusão até {until}.",
    es: "No podemos abrir una cuenta: estás en un registro de autoexclusión hasta el {until}.",
  },
  "safer.deposit_restricted": {
    en: "Deposits are restricted on your account.",
    pt: "Os depósitos estão restritos na sua conta.",
    es: "Los depósitos están restringidos en tu cuenta.",
  },
  "safer.withdraw_restricted": {
    en: "Withdrawals are restricted on your account until it is verified.",
    pt: "Os levantamentos estão restritos na sua conta até ser verificada.",
    es: "Los retiros están restringidos en tu cuenta hasta que se verifique.",
  },
  "safer.casino_restricted": {
    en: "Casino play is restricted on your account.",
    pt: "O jogo de casino está restrito na sua conta.",
    es: "El juego de casino está restringido en tu cuenta.",
  },
  "safer.deposit_limit_exceeded": {
    en: "This deposit would take you over your deposit limit. You can deposit up to {remaining} until {resets}.",
    pt: "Este depósito ultrapassa o seu limite de depósito. Pode depositar até {remaining} até {resets}.",
    es: "Este depósito supera tu límite de depósito. Puedes depositar hasta {remaining} hasta el {resets}.",
  },
  "safer.deposit_limit_reached": {
    en: "You have reached your deposit limit. It resets on {resets}.",
    pt: "Atingiu o seu limite de depósito. É reposto em {resets}.",
    es: "Has alcanzado tu límite de depósito. Se restablece el {resets}.",
  },
  "safer.loss_limit_reached": {
    en: "This bet would take you over your loss limit. You can stake up to {remaining} until {resets}.",
    pt: "Esta aposta ultrapassa o seu limite de perdas. Pode apostar até {remaining} até {resets}.",
    es: "Esta apuesta supera tu límite de pérdidas. Puedes apostar hasta {remaining} hasta el {resets}.",
  },
  "safer.limit_not_found": {
    en: "This limit was not found.",
    pt: "Este limite não foi encontrado.",
    es: "No se encontró este límite.",
  },
  "safer.limit_operator": {
    en: "This limit was set by us and can’t be changed or removed. Please contact support.",
    pt: "Este limite foi definido por nós e não pode ser alterado nem removido. Contacte o apoio.",
    es: "Este límite lo fijamos nosotros y no se puede cambiar ni quitar. Contacta con soporte.",
  },
  "safer.limit_not_due": {
    en: "This change takes effect on {at}. You can confirm it then.",
    pt: "Esta alteração entra em vigor em {at}. Pode confirmá-la nessa altura.",
    es: "Este cambio se aplica el {at}. Podrás confirmarlo entonces.",
  },
  "safer.limit_no_pending": {
    en: "There is no change waiting for this limit.",
    pt: "Não há nenhuma alteração pendente para este limite.",
    es: "No hay ningún cambio pendiente para este límite.",
  },
  "safer.already_excluded": {
    en: "You already have a break or self-exclusion in force until {until}.",
    pt: "Já tem uma pausa ou autoexclusão em vigor até {until}.",
    es: "Ya tienes un descanso o una autoexclusión en vigor hasta el {until}.",
  },
} as const
