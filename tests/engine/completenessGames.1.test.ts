// Completeness on random game states, part 1 of 3 (completenessGames.ts): every candidate action
// of the states checked is accepted exactly when listed. The parts run side by side.
import { describe } from 'vitest';
import { checkSurveyGames } from './completenessGames';

describe('random games: every candidate action is accepted exactly when listed', () => checkSurveyGames(0));
