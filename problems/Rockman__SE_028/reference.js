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

/** @typedef {[string, string, number, number]} Match home, away, home goals, away goals */

/**
 * A goal count: 1 or 2 digits without a leading zero, or null.
 * @param {string} text
 * @returns {number | null}
 */
function goals(text) {
  return GOAL_COUNT.test(text) ? Number(text) : null;
}

/**
 * @param {string} text
 * @returns {[number, number] | null}
 */
function score(text) {
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

/**
 * @param {string} home
 * @param {string} away
 * @param {Set<string>} teams
 * @returns {boolean}
 */
function teamsOk(home, away, teams) {
  return home !== away && teams.has(home) && teams.has(away);
}

/**
 * @param {string} line
 * @param {Set<string>} teams
 * @returns {Match | null}
 */
function parse(line, teams) {
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

/**
 * @param {Array<string>} teams
 * @param {Array<string>} results
 * @returns {Array<Match>}
 */
function validMatches(teams, results) {
  const known = new Set(teams);
  const seen = new Set();
  const matches = [];
  for (const line of results) {
    const match = parse(line, known);
    if (match !== null && !seen.has(`${match[0]} ${match[1]}`)) {
      seen.add(`${match[0]} ${match[1]}`);
      matches.push(match);
    }
  }
  return matches;
}

/**
 * @param {number} scored
 * @param {number} conceded
 * @returns {number}
 */
function points(scored, conceded) {
  if (scored > conceded) {
    return WIN_POINTS;
  }
  return scored === conceded ? DRAW_POINTS : 0;
}

/**
 * @param {Array<number>} row
 * @param {number} scored
 * @param {number} conceded
 */
function record(row, scored, conceded) {
  const earned = points(scored, conceded);
  const outcome = earned === WIN_POINTS ? WON : earned === DRAW_POINTS ? DRAWN : LOST;
  row[PLAYED] += 1;
  row[outcome] += 1;
  row[SCORED] += scored;
  row[CONCEDED] += conceded;
  row[POINTS] += earned;
}

/**
 * @param {Array<string>} teams
 * @param {Array<Match>} matches
 * @returns {Map<string, Array<number>>}
 */
function buildTable(teams, matches) {
  const table = new Map(teams.map((team) => [team, new Array(7).fill(0)]));
  for (const [home, away, homeGoals, awayGoals] of matches) {
    record(table.get(home), homeGoals, awayGoals);
    record(table.get(away), awayGoals, homeGoals);
  }
  return table;
}

/**
 * @param {Array<string>} group
 * @param {Array<Match>} matches
 * @returns {Map<string, number>}
 */
function headToHead(group, matches) {
  const earned = new Map(group.map((team) => [team, 0]));
  for (const [home, away, homeGoals, awayGoals] of matches) {
    if (earned.has(home) && earned.has(away)) {
      earned.set(home, earned.get(home) + points(homeGoals, awayGoals));
      earned.set(away, earned.get(away) + points(awayGoals, homeGoals));
    }
  }
  return earned;
}

/**
 * Orders by points, goal difference and goals scored (negative: a ranks first).
 * @param {Array<number>} a
 * @param {Array<number>} b
 * @returns {number}
 */
function compareRows(a, b) {
  return b[POINTS] - a[POINTS] || b[SCORED] - b[CONCEDED] - (a[SCORED] - a[CONCEDED]) || b[SCORED] - a[SCORED];
}

/**
 * The teams sorted by rank, split into groups that are tied on every ranking value.
 * @param {Array<string>} teams
 * @param {Map<string, Array<number>>} table
 * @returns {Array<Array<string>>}
 */
function tiedGroups(teams, table) {
  const order = [...teams].sort((a, b) => compareRows(table.get(a), table.get(b)));
  const groups = [];
  order.forEach((team, i) => {
    if (i === 0 || compareRows(table.get(order[i - 1]), table.get(team)) !== 0) {
      groups.push([]);
    }
    groups[groups.length - 1].push(team);
  });
  return groups;
}

/**
 * A tied group ordered by head-to-head points, then by name.
 * @param {Array<string>} group
 * @param {Array<Match>} matches
 * @returns {Array<string>}
 */
function orderGroup(group, matches) {
  const h2h = headToHead(group, matches);
  return group.sort((a, b) => h2h.get(b) - h2h.get(a) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * @param {Array<string>} teams
 * @param {Array<string>} results
 * @returns {Array<string>}
 */
function leagueTable(teams, results) {
  const matches = validMatches(teams, results);
  const table = buildTable(teams, matches);
  const order = tiedGroups(teams, table).flatMap((group) => orderGroup(group, matches));
  return order.map((team, i) => [i + 1, team, ...table.get(team)].join(" "));
}
