// Demo quizzes, part 1: Nepali festivals, and cakes and baking. Each question lists its right answer first (the seed
// shuffles the answers' stored order, and every play shows them in its own order); the explanation is shown with
// the right answer after a play is submitted.

export type DemoQuestion = [prompt: string, answers: string[], explanation: string, timeLimitSeconds?: number];

export type DemoQuiz = {
  slug: string;
  title: string;
  description: string;
  category: 'festivals' | 'cakes-baking' | 'kathmandu-valley' | 'flowers';
  author: string; // a demo person's username, or 'sita.demo'
  daysAgo: number;
  plays: number;
  questions: DemoQuestion[];
};

export const FESTIVAL_AND_BAKING_QUIZZES: DemoQuiz[] = [
  {
    slug: 'dashain-nepals-biggest-festival',
    title: 'Dashain: how well do you know Nepal’s biggest festival?',
    description: 'Jamara, tika, Fulpati and kites: ten questions on the fifteen days that bring every Nepali family home.',
    category: 'festivals',
    author: 'sunita.shrestha',
    daysAgo: 40,
    plays: 34,
    questions: [
      ['How many days does Dashain last?', ['Fifteen', 'Five', 'Seven', 'Ten'], 'From Ghatasthapana to Kojagrat Purnima, Dashain runs for fifteen days; the tenth, Vijaya Dashami, is the busiest.'],
      ['On which day is jamara sown in a dark corner of the house?', ['Ghatasthapana', 'Fulpati', 'Maha Ashtami', 'Vijaya Dashami'], 'Jamara is sown on Ghatasthapana, the first day, and grows for ten days away from the sun.'],
      ['What is jamara?', ['Young shoots of barley or maize', 'A sweet made of rice flour', 'A kind of kite', 'A goat curry'], 'The pale yellow shoots are worn behind the ear with the tika on Vijaya Dashami.'],
      ['Dashain tika is made by mixing rice with…', ['Curd and red vermilion', 'Turmeric and ghee', 'Sandalwood paste', 'Honey and milk'], 'Rice, curd (dahi) and abir or sindur make the red tika elders put on the forehead.'],
      ['Dashain celebrates the victory of which goddess over the demon Mahishasura?', ['Durga', 'Laxmi', 'Saraswati', 'Sita'], 'Durga’s nine forms are worshipped during Navaratri, the first nine nights of Dashain.'],
      ['On Fulpati, the seventh day, the sacred fulpati is carried to Hanuman Dhoka from which town?', ['Gorkha', 'Bhaktapur', 'Pokhara', 'Janakpur'], 'The fulpati comes from Gorkha, the seat of the Shah kings, and is received with a salute at Tundikhel.'],
      ['On which day do families receive tika and blessings from their elders?', ['Vijaya Dashami', 'Kojagrat Purnima', 'Ghatasthapana', 'Maha Navami'], 'Vijaya Dashami, the tenth day; tika continues to be given for the days after it until the full moon.'],
      ['The full-moon day that closes Dashain is called…', ['Kojagrat Purnima', 'Buddha Purnima', 'Guru Purnima', 'Fagu Purnima'], 'On Kojagrat Purnima people stay awake for Laxmi, who is said to ask “who is awake?”.'],
      ['What do children traditionally fly from rooftops during Dashain?', ['Kites', 'Paper lanterns', 'Balloons', 'Paper boats'], 'Clear autumn skies make Dashain the kite season; “changa chet!” is shouted when a string is cut.'],
      ['In which Nepali month does Dashain usually begin?', ['Asoj', 'Baisakh', 'Magh', 'Chaitra'], 'Dashain begins in Asoj (Ashwin) and sometimes runs into Kartik, following the lunar calendar.'],
    ],
  },
  {
    slug: 'tihar-festival-of-lights',
    title: 'Tihar, the festival of lights',
    description: 'Crows, dogs, cows, Laxmi and brothers: ten questions on the five days of Tihar.',
    category: 'festivals',
    author: 'asmita_limbu',
    daysAgo: 22,
    plays: 41,
    questions: [
      ['How many days does Tihar last?', ['Five', 'Three', 'Seven', 'Fifteen'], 'Tihar, also called Yamapanchak, is five days long.'],
      ['Which bird is fed and honoured on the first day, Kag Tihar?', ['The crow', 'The pigeon', 'The sparrow', 'The peacock'], 'Crows are seen as messengers of Yama, the god of death.'],
      ['Kukur Tihar, the second day, honours…', ['Dogs', 'Cows', 'Crows', 'Oxen'], 'Dogs get a tika, a marigold garland and a feast.'],
      ['On Laxmi Puja evening houses are lit to welcome Laxmi, the goddess of…', ['Wealth and prosperity', 'Learning and music', 'Rain and harvests', 'War and strength'], 'Diyos and lights are lit and a path of red earth is painted to lead Laxmi into the house.'],
      ['Gai Tihar, the worship of the cow, falls on the same day as…', ['Laxmi Puja', 'Bhai Tika', 'Kag Tihar', 'Kukur Tihar'], 'The cow is worshipped in the morning of the third day, Laxmi in the evening.'],
      ['Which songs do groups of girls sing from house to house on Laxmi Puja night?', ['Bhailo', 'Dohori', 'Malshree', 'Tamang selo'], 'Girls sing bhailo; deusi is sung by boys, mostly on the following night.'],
      ['The Newar community celebrates which ritual on the fourth day of Tihar?', ['Mha Puja', 'Yomari Punhi', 'Indra Jatra', 'Gai Jatra'], 'Mha Puja, the worship of one’s own body, falls on the Newar New Year, Nepal Sambat.'],
      ['How many colours are in the saptarangi tika a sister gives on Bhai Tika?', ['Seven', 'One', 'Three', 'Twelve'], '“Sapta” means seven: a rainbow of colours is put over a base of white.'],
      ['Which flower in Bhai Tika garlands stands for a long life, because it keeps its colour for weeks?', ['Makhamali', 'Lotus', 'Sunflower', 'Jasmine'], 'Makhamali (globe amaranth) hardly fades, which is why sisters choose it for their brothers.'],
      ['Which sweet ring of fried rice-flour batter is made in nearly every home for Tihar?', ['Sel roti', 'Yomari', 'Khapse', 'Juju dhau'], 'Sel roti is fried in big batches for Tihar and shared with relatives and neighbours.'],
    ],
  },
  {
    slug: 'nepals-festival-year',
    title: 'Teej, Holi, Lhosar and more: Nepal’s festival year',
    description: 'From Maghe Sankranti to Chhath: eleven questions on the festivals of the hills, the valley and the Terai.',
    category: 'festivals',
    author: 'meera_jha',
    daysAgo: 60,
    plays: 27,
    questions: [
      ['During Teej, women fast and pray to which god?', ['Shiva', 'Vishnu', 'Indra', 'Ganesh'], 'Teej recalls Parvati’s fast to win Shiva as her husband; many women visit Pashupatinath.'],
      ['Which colour do women traditionally wear for Teej?', ['Red', 'White', 'Black', 'Blue'], 'Red saris, red potes and red bangles fill the streets on Teej.'],
      ['In the Terai, Holi is played…', ['One day after the hills', 'A week before the hills', 'A month after the hills', 'On the same day as Dashain'], 'The hills play on Fagu Purnima; the Terai plays the next day.'],
      ['Which foods belong to Maghe Sankranti?', ['Ghee, chaku, sesame laddu and sweet potatoes', 'Sel roti and achar', 'Momos and chatamari', 'Juju dhau and bara'], 'Warming foods for the coldest month: ghee, chaku, til ko laddu, tarul and sakhar khanda.'],
      ['At which festival is the Living Goddess Kumari pulled through Kathmandu in a chariot?', ['Indra Jatra', 'Gai Jatra', 'Bisket Jatra', 'Ghode Jatra'], 'Indra Jatra, at Basantapur, in the month of Bhadra.'],
      ['Gai Jatra remembers family members who died during the year. Which animal leads it?', ['The cow', 'The horse', 'The elephant', 'The dog'], 'Families who lost someone send a cow, or a boy dressed as one, through the old city.'],
      ['Chhath is devoted to…', ['The sun god Surya', 'Lord Krishna', 'Goddess Laxmi', 'Lord Hanuman'], 'Women offer arghya to the setting and the rising sun, standing in a river or a pond.'],
      ['Sonam Lhosar is the New Year of which community?', ['Tamang', 'Sherpa', 'Gurung', 'Tharu'], 'Tamangs (and Hyolmos) celebrate Sonam Lhosar; Sherpas have Gyalpo Lhosar, Gurungs Tamu Lhosar.'],
      ['Maghi, on the first of Magh, is the New Year of which community?', ['Tharu', 'Newar', 'Limbu', 'Sherpa'], 'Maghi is the Tharu New Year, celebrated across the western Terai.'],
      ['Bisket Jatra, at the Nepali New Year in Baisakh, is held in which city?', ['Bhaktapur', 'Pokhara', 'Kirtipur', 'Dhulikhel'], 'Bhaktapur pulls the chariots of Bhairab and Bhadrakali and raises the yosin pole.'],
      ['Buddha Jayanti celebrates the Buddha’s birth at Lumbini. Lumbini is in which district?', ['Rupandehi', 'Kapilvastu', 'Chitwan', 'Palpa'], 'Lumbini lies in Rupandehi district, in Lumbini Province.'],
    ],
  },
  {
    slug: 'cake-basics',
    title: 'Cake basics: what really happens in the oven',
    description: 'Why sponges rise, what ganache is and when a cake is done: ten questions from our head baker.',
    category: 'cakes-baking',
    author: 'anil_maharjan',
    daysAgo: 35,
    plays: 38,
    questions: [
      ['What makes a whisked sponge rise when it has no baking powder?', ['Air beaten into the eggs', 'Yeast', 'Cold butter', 'Extra flour'], 'Whisked eggs trap air; in the oven the air expands and the egg sets around it.'],
      ['Black Forest cake is named after a region of which country?', ['Germany', 'France', 'Switzerland', 'Austria'], 'The Schwarzwald in south-west Germany, famous for its cherries and kirsch.'],
      ['Ganache is chocolate melted with…', ['Cream', 'Egg whites', 'Flour', 'Gelatine'], 'More cream makes a pouring ganache, more chocolate a firm one for truffles.'],
      ['Rolled fondant is mostly…', ['Sugar', 'Butter', 'Cheese', 'Flour'], 'Icing sugar with a little water, gelatine and glucose, kneaded into a dough.'],
      ['What does baking soda need to make a cake rise?', ['An acid, such as curd or buttermilk', 'Only heat', 'Cold water', 'Salt'], 'Soda reacts with an acid to give off carbon dioxide; baking powder carries its own acid.'],
      ['In an eggless cake, what often takes the place of the eggs?', ['Curd or condensed milk', 'More flour', 'More sugar', 'Salt'], 'Curd with soda, or condensed milk, gives moisture and structure without eggs.'],
      ['At about what oven temperature are most butter cakes baked?', ['170–180 °C', '100 °C', '250 °C', '300 °C'], 'Around 175 °C the middle bakes before the outside burns.'],
      ['A skewer pushed into the middle of a cake comes out clean. This means…', ['The cake is baked through', 'It needs more sugar', 'The oven is too cold', 'The icing can go on now'], 'Wet crumbs on the skewer mean a few more minutes.'],
      ['Why must a cake cool completely before it is iced with buttercream?', ['A warm cake melts the icing', 'It becomes heavier', 'It changes colour', 'It shrinks to fit the board'], 'Butter melts at body temperature, so icing slides off a warm cake.'],
      ['What is a crumb coat?', ['A thin first layer of icing that traps loose crumbs', 'Biscuit crumbs pressed on the sides', 'A layer of breadcrumbs in the tin', 'The crust on top of a cake'], 'It is chilled, then the final coat goes on clean.'],
    ],
  },
  {
    slug: 'cakes-from-around-the-world',
    title: 'Cakes from around the world',
    description: 'Tiramisu, pavlova, Sachertorte and tres leches: where do the world’s favourite cakes come from?',
    category: 'cakes-baking',
    author: 'sita.demo',
    daysAgo: 12,
    plays: 26,
    questions: [
      ['Tiramisu comes from which country?', ['Italy', 'Spain', 'Greece', 'Portugal'], '“Tira mi su” means “pick me up” in Italian, for its coffee and cocoa.'],
      ['Which cake is soaked in three kinds of milk?', ['Tres leches', 'Pavlova', 'Sachertorte', 'Baklava'], 'Evaporated milk, condensed milk and cream: “tres leches” is Spanish for three milks.'],
      ['The meringue cake pavlova is named after…', ['A Russian ballerina', 'A French queen', 'An Italian painter', 'An Australian singer'], 'Anna Pavlova toured Australia and New Zealand in the 1920s; both countries claim the cake.'],
      ['Sachertorte, a chocolate cake with apricot jam, comes from which city?', ['Vienna', 'Paris', 'Berlin', 'Zurich'], 'Franz Sacher created it in Vienna in 1832.'],
      ['What is a Swiss roll?', ['A thin sponge rolled around a filling', 'A cheesecake', 'A fruit tart', 'A sweet bread'], 'The sponge is rolled while warm so it does not crack.'],
      ['New York cheesecake is made with…', ['Cream cheese', 'Paneer', 'Cheddar', 'Chhurpi'], 'Cream cheese, eggs and sugar on a biscuit base.'],
      ['Which French pastry layers puff pastry with pastry cream?', ['Mille-feuille', 'Madeleine', 'Macaron', 'Éclair'], '“A thousand leaves”: the layers of puff pastry.'],
      ['The cherries in a classic Black Forest cake are soaked in…', ['Kirsch, a cherry brandy', 'Rum', 'Whisky', 'Tea'], 'Kirschwasser; alcohol-free versions use cherry syrup.'],
      ['In a pineapple upside-down cake, where does the pineapple go?', ['At the bottom of the tin, then the cake is turned over', 'Mixed into the batter', 'On top after baking', 'Between two layers'], 'Butter and sugar under the fruit turn into a caramel glaze.'],
      ['Which cake is made with grated vegetables and usually topped with cream cheese frosting?', ['Carrot cake', 'Red velvet', 'Angel food cake', 'Battenberg'], 'Grated carrot keeps it moist; walnuts and cinnamon are common too.'],
    ],
  },
  {
    slug: 'cake-decorating-words',
    title: 'Piping, drips and dowels: cake decorating words',
    description: 'Do you know your star tip from your bench scraper? Ten questions from our cake decorator.',
    category: 'cakes-baking',
    author: 'pema_sherpa',
    daysAgo: 18,
    plays: 22,
    questions: [
      ['Which piping tip makes rosettes and shells?', ['A star tip', 'A round tip', 'A leaf tip', 'A grass tip'], 'The teeth of an open star tip give the ridges.'],
      ['Classic buttercream is butter beaten with…', ['Icing sugar', 'Flour', 'Cornflour', 'Salt'], 'Icing (powdered) sugar dissolves smoothly into the butter.'],
      ['Which tool smooths the icing on the sides of a cake?', ['A bench scraper', 'A rolling pin', 'A whisk', 'A sieve'], 'Held still while the turntable spins, it gives straight sides.'],
      ['Royal icing sets hard because it contains…', ['Egg white', 'Butter', 'Cream cheese', 'Oil'], 'Egg white and icing sugar dry to a hard, matt finish.'],
      ['What is a drip cake?', ['A cake with ganache running down its sides', 'A cake soaked in syrup', 'A cake baked in a water bath', 'A cake that has melted'], 'The ganache is poured at about 30 °C so the drips stop halfway down.'],
      ['What does tempering chocolate do?', ['It makes it set glossy and snap', 'It makes it sugar-free', 'It keeps it liquid', 'It makes it bitter'], 'Melting, cooling and warming it again gives the right cocoa-butter crystals.'],
      ['A “naked” cake is one whose…', ['Sides are left almost bare', 'Sponge has no sugar', 'Batter has no eggs', 'Layers have no filling'], 'A thin scrape of icing shows the sponge through.'],
      ['Why are dowels pushed into the lower tiers of a tiered cake?', ['To carry the weight of the tiers above', 'To decorate it', 'To bake it evenly', 'To keep it moist'], 'Without them the top tiers sink into the soft sponge below.'],
      ['Cream whips best when it is…', ['Well chilled', 'Warm', 'Boiling', 'Frozen solid'], 'Cold fat holds the air; a chilled bowl helps on a warm Kathmandu afternoon.'],
      ['What is isomalt used for?', ['Clear sugar decorations such as gems and glass', 'Making sponges rise', 'Colouring buttercream', 'Thickening cream'], 'It melts like sugar but stays clear and does not brown.'],
    ],
  },
];
