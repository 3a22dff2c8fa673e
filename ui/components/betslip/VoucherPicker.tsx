/**
 * Apply a voucher (free bet) to a single or to the multiple: a labelled select of the vouchers core
 * says may be used there ("No free bet" removes the applied one). Core clears vouchers when the bet
 * type changes (spec §4) and lowers the stake's maximum by the voucher (spec §4, §5).
 */
import { useId } from "react"
import type { VoucherChoiceView } from "../../../core/betslip/selectors.js"
import { useSend } from "../../app/runtime.js"
import { Icon } from "../Icon.js"
import { Msg, useT } from "../Msg.js"

export function VoucherPicker({ contractId, voucher }: {
  readonly contractId: number | null
  readonly voucher: VoucherChoiceView
}) {
  const id = useId()
  const send = useSend()
  const t = useT()
  return (
    <div className={`voucher${voucher.applied ? " voucher--applied" : ""}`}>
      <label className="voucher__label" htmlFor={id}>
        <Icon name="gift" size={16} />
        <Msg id="betslip.voucher" />
      </label>
      <select id={id} className="voucher__select" value={voucher.applied?.id ?? ""}
        onChange={(e) => send({ _tag: "VoucherChosen", contractId, voucherId: e.target.value === "" ? null : Number(e.target.value) })}>
        <option value="">{t("betslip.voucher.none")}</option>
        {voucher.available.map((v) => (
          <option key={v.id} value={v.id}>{t("betslip.voucher.option", { amount: v.text })}</option>
        ))}
      </select>
    </div>
  )
}
