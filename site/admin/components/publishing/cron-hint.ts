/**
 * A pt-BR reading of the common cron schedules ('0 3 * * *' → 'todo dia às 03:00 UTC'), shown
 * beside the expression on /admin/cron. Only the shapes the jobs use are read; anything else gives
 * null and the screen shows the expression alone rather than a guess.
 */

const WEEKDAYS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'] as const;

const NICKNAMES: Record<string, string> = {
  '@hourly': '0 * * * *',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@weekly': '0 0 * * 0',
  '@monthly': '0 0 1 * *',
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
};

const isNumber = (field: string) => /^\d+$/.test(field);
const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'segunda-feira' for 1; cron's 0 and 7 are both Sunday. */
function weekday(field: string): string | undefined {
  return isNumber(field) ? WEEKDAYS[Number(field) % 7] : undefined;
}

/** 'todo domingo' / 'toda segunda-feira' (domingo and sábado are masculine). */
function everyWeekday(day: string): string {
  return day === 'domingo' || day === 'sábado' ? `todo ${day}` : `toda ${day}`;
}

/** 'no minuto 15' / 'em ponto' for the minute field of an hourly schedule. */
function minuteWords(minute: number): string {
  return minute === 0 ? 'em ponto' : `no minuto ${minute}`;
}

/** The schedule in words, or null when it is not one of the read shapes. */
export function cronHint(expression: string): string | null {
  let fields = (NICKNAMES[expression.trim().toLowerCase()] ?? expression).trim().split(/\s+/);
  // croner's optional seconds field: only "at second 0" reads like the five-field form.
  if (fields.length === 6) {
    if (fields[0] !== '0') return null;
    fields = fields.slice(1);
  }
  if (fields.length !== 5) return null;
  const [minute, hour, dom, month, dow] = fields as [string, string, string, string, string];

  if (month !== '*') {
    if (isNumber(month) && isNumber(dom) && isNumber(hour) && isNumber(minute) && dow === '*') {
      return `todo ano em ${pad2(Number(dom))}/${pad2(Number(month))} às ${pad2(Number(hour))}:${pad2(Number(minute))} UTC`;
    }
    return null;
  }

  const step = (field: string) => /^\*\/(\d+)$/.exec(field)?.[1];
  if (hour === '*' && dom === '*' && dow === '*') {
    if (minute === '*') return 'a cada minuto';
    const every = step(minute);
    if (every) return Number(every) === 1 ? 'a cada minuto' : `a cada ${Number(every)} minutos`;
    if (isNumber(minute)) return `a cada hora, ${minuteWords(Number(minute))}`;
    return null;
  }
  if (!isNumber(minute)) return null;
  const hourStep = step(hour);
  if (hourStep && dom === '*' && dow === '*') {
    const n = Number(hourStep);
    return `${n === 1 ? 'a cada hora' : `a cada ${n} horas`}, ${minuteWords(Number(minute))}`;
  }
  if (!isNumber(hour)) return null;
  const time = `${pad2(Number(hour))}:${pad2(Number(minute))} UTC`;
  if (dom === '*' && dow === '*') return `todo dia às ${time}`;
  if (dom === '*') {
    const day = weekday(dow);
    if (day) return `${everyWeekday(day)} às ${time}`;
    const range = /^(\d)-(\d)$/.exec(dow);
    const from = range && weekday(range[1]!);
    const to = range && weekday(range[2]!);
    if (from && to) return `de ${from} a ${to} às ${time}`;
    return null;
  }
  if (dow === '*' && isNumber(dom)) return `todo dia ${Number(dom)} do mês às ${time}`;
  return null;
}
