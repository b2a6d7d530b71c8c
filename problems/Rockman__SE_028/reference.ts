const WIN_POINTS = 3;
const DRAW_POINTS = 1;
const GOAL_COUNT = /^(?:0|[1-9][0-9]?)$/;

// A table row: played, won, drawn, lost, goals for, goals against, points.
const PLAYED = 0;
const WON = 1;
const DRAWN = 2;
const LOST = 3;
const SCORED = 4;
const CONCEDED = 5;
const POINTS = 6;

type Row = number[];
type Match = [home: string, away: string, homeGoals: number, awayGoals: number];

/** A goal count: 1 or 2 digits without a leading zero, or null. */
function goals(text: string): number | null {
  return GOAL_COUNT.test(text) ? Number(text) : null;
}

function score(text: string): [number, number] | null {
  const parts = text.split("-");
  if (parts.length !== 2) {
    return null;
  }
  const homeGoals = goals(parts[0]);
  const awayGoals = goals(parts[1]);
  if (homeGoals === null || awayGoals === null) {
    return null;
  }
  return [homeGoals, awayGoals];
}

function teamsOk(home: string, away: string, teams: Set<string>): boolean {
  return home !== away && teams.has(home) && teams.has(away);
}

function parse(line: string, teams: Set<string>): Match | null {
  const parts = line.split(" ");
  if (parts.length !== 3) {
    return null;
  }
  const [home, scoreText, away] = parts;
  const goalPair = score(scoreText);
  if (goalPair === null || !teamsOk(home, away, teams)) {
    return null;
  }
  return [home, away, goalPair[0], goalPair[1]];
}

function validMatches(teams: string[], results: string[]): Match[] {
  const known = new Set(teams);
  const seen = new Set<string>();
  const matches: Match[] = [];
  for (const line of results) {
    const match = parse(line, known);
    if (match !== null && !seen.has(`${match[0]} ${match[1]}`)) {
      seen.add(`${match[0]} ${match[1]}`);
      matches.push(match);
    }
  }
  return matches;
}

function points(scored: number, conceded: number): number {
  if (scored > conceded) {
    return WIN_POINTS;
  }
  return scored === conceded ? DRAW_POINTS : 0;
}

function record(row: Row, scored: number, conceded: number): void {
  const earned = points(scored, conceded);
  const outcome = earned === WIN_POINTS ? WON : earned === DRAW_POINTS ? DRAWN : LOST;
  row[PLAYED] += 1;
  row[outcome] += 1;
  row[SCORED] += scored;
  row[CONCEDED] += conceded;
  row[POINTS] += earned;
}

function buildTable(teams: string[], matches: Match[]): Map<string, Row> {
  const table = new Map<string, Row>(teams.map((team) => [team, new Array(7).fill(0)]));
  for (const [home, away, homeGoals, awayGoals] of matches) {
    record(table.get(home)!, homeGoals, awayGoals);
    record(table.get(away)!, awayGoals, homeGoals);
  }
  return table;
}

function headToHead(group: string[], matches: Match[]): Map<string, number> {
  const earned = new Map<string, number>(group.map((team) => [team, 0]));
  for (const [home, away, homeGoals, awayGoals] of matches) {
    if (earned.has(home) && earned.has(away)) {
      earned.set(home, earned.get(home)! + points(homeGoals, awayGoals));
      earned.set(away, earned.get(away)! + points(awayGoals, homeGoals));
    }
  }
  return earned;
}

/** Orders by points, goal difference and goals scored (negative: a ranks first). */
function compareRows(a: Row, b: Row): number {
  return b[POINTS] - a[POINTS] || b[SCORED] - b[CONCEDED] - (a[SCORED] - a[CONCEDED]) || b[SCORED] - a[SCORED];
}

/** The teams sorted by rank, split into groups that are tied on every ranking value. */
function tiedGroups(teams: string[], table: Map<string, Row>): string[][] {
  const order = [...teams].sort((a, b) => compareRows(table.get(a)!, table.get(b)!));
  const groups: string[][] = [];
  order.forEach((team, i) => {
    if (i === 0 || compareRows(table.get(order[i - 1])!, table.get(team)!) !== 0) {
      groups.push([]);
    }
    groups[groups.length - 1].push(team);
  });
  return groups;
}

/** A tied group ordered by head-to-head points, then by name. */
function orderGroup(group: string[], matches: Match[]): string[] {
  const h2h = headToHead(group, matches);
  return group.sort((a, b) => h2h.get(b)! - h2h.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
}

function leagueTable(teams: string[], results: string[]): string[] {
  const matches = validMatches(teams, results);
  const table = buildTable(teams, matches);
  const order = tiedGroups(teams, table).flatMap((group) => orderGroup(group, matches));
  return order.map((team, i) => [i + 1, team, ...table.get(team)!].join(" "));
}
