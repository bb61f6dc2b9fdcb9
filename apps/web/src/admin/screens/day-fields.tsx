// The From / To day inputs of a console filter (UTC days, YYYY-MM-DD as the server reads them).
import { useConsole } from '../console-session.tsx';

interface Field {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

export function DayFields({ from, to }: { from: Field; to: Field }) {
  const { say } = useConsole();
  return (
    <>
      <label>
        {say('filterFrom')}
        <input type="date" {...from} />
      </label>
      <label>
        {say('filterTo')}
        <input type="date" {...to} />
      </label>
    </>
  );
}
