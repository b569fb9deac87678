/** One priced choice of a radio group (a credit pack, a featured duration): what it is, its detail and its price. */
type Props = {
  name: string;
  value: number;
  checked: boolean;
  onChoose: () => void;
  title: string;
  detail: string;
  amount: number | string;
};

export function PriceOption({ name, value, checked, onChoose, title, detail, amount }: Props) {
  return (
    <label className={`pack-option${checked ? ' is-selected' : ''}`}>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} />
      <span className="pack-option-text">
        <strong>{title}</strong>
        <span className="muted">{detail}</span>
      </span>
      <strong className="pack-price">Bs. {amount}</strong>
    </label>
  );
}
