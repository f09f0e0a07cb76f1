// Part 4 of 4 of the property run of random games (randomGames.ts): the parts run side by side.
import { describeRandomGames } from './randomGames';

describeRandomGames(3);
