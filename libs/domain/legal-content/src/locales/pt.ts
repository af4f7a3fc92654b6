import { EU, EUROPE, HOMES, HOTELS, INDIA, UK, list, paragraph, table, type LegalTexts } from '../legal-text';

/** Os documentos legais em português: a mesma estrutura e os mesmos parâmetros de en.ts. */
export const pt: LegalTexts = {
  terms: {
    title: 'Termos de reserva',
    summary:
      'Estes termos se aplicam quando você reserva uma hospedagem no {brandName}. Eles explicam com quem você celebra o contrato, como funcionam os preços e o pagamento e o que acontece quando seus planos mudam.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Quem somos',
        blocks: [
          paragraph(
            'O {brandName} é operado pela {companyName}, {companyAddress} (“nós”). Operamos o site e o aplicativo nos quais você pesquisa e reserva hospedagens. Não somos proprietários nem administramos as propriedades que anunciamos.',
          ),
          paragraph('Você pode entrar em contato com nosso atendimento ao cliente pelo e-mail {supportEmail}. Respondemos por escrito em até dois dias úteis.'),
        ],
      },
      {
        id: 'your-booking',
        heading: 'Sua reserva e com quem ela é feita',
        blocks: [
          paragraph(
            'Ao reservar, você celebra o contrato da hospedagem diretamente com a propriedade: o hotel ou o proprietário ou administrador da casa de temporada. Atuamos como intermediários: encaminhamos sua reserva à propriedade, recebemos o pagamento em nome dela quando você paga on-line e ajudamos você quando algo dá errado.',
          ),
          paragraph(
            'Sua reserva está confirmada quando você vê a página de confirmação com um número de reserva e recebe a confirmação por e-mail ou SMS. Até lá, não existe contrato e nenhum valor é cobrado.',
          ),
          paragraph('Ao reservar, você confirma que:'),
          list([
            'tem pelo menos 18 anos e pode celebrar um contrato vinculante;',
            'os nomes e dados de contato informados estão corretos, e você reserva para si e para os hóspedes que viajam com você;',
            'o número de hóspedes não ultrapassa a capacidade dos quartos ou da casa que você reserva;',
            'você e seus hóspedes respeitarão as regras da propriedade e nossa Política de hóspedes.',
          ]),
        ],
      },
      {
        id: 'prices-and-taxes',
        heading: 'Preços e impostos',
        blocks: [
          paragraph(
            'Os preços são exibidos na moeda {currencyName} ({currencyCode}) e incluem os impostos e taxas aplicáveis à hospedagem. O total no formulário de reserva é o total que você paga, exceto uma taxa de turismo local que alguns municípios exigem que seja paga na propriedade; o formulário de reserva informa quando ela se aplica.',
            { taxes: 'inclusive' },
          ),
          paragraph(
            'Os preços são exibidos na moeda {currencyName} ({currencyCode}) por noite. Impostos e taxas são cobrados além do preço do quarto: eles aparecem em uma linha separada antes de você reservar, e o total no formulário de reserva já os inclui.',
            { taxes: 'exclusive' },
          ),
          paragraph(
            'Os preços podem mudar até você reservar. Depois que sua reserva é confirmada, o preço fica fixo, a menos que você mesmo altere a reserva (datas, quartos ou hóspedes); nesse caso, vale o preço da nova hospedagem. Descontos, cupons e saldo da carteira aparecem em linhas separadas e valem apenas nas próprias condições.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: 'Pagamento',
        blocks: [
          paragraph(
            'Dependendo da propriedade, você paga on-line ao reservar ou na propriedade ao chegar (“Pagar no hotel”). O formulário de reserva mostra quais opções sua hospedagem permite; algumas propriedades aceitam apenas pagamento on-line, e o pagamento na propriedade pode ser limitado a um número de quartos por reserva.',
          ),
          paragraph(
            'Os pagamentos on-line são processados pelo nosso provedor de pagamentos. Nunca vemos nem armazenamos o número completo do seu cartão. Se um pagamento on-line não for concluído dentro do prazo exibido na página de pagamento, os quartos reservados para você são liberados e a reserva não é efetuada.',
          ),
        ],
      },
      {
        id: 'cancellation-and-refunds',
        heading: 'Cancelamento e reembolsos',
        blocks: [
          paragraph(
            'Cada quarto tem sua própria política de cancelamento. Ela aparece no formulário de reserva antes de você reservar e na sua confirmação, e informa até quando você pode cancelar gratuitamente e quanto paga se cancelar depois.',
          ),
          paragraph(
            'Você pode cancelar em “Minhas reservas” ou pelo atendimento ao cliente. Se cancelar dentro do período gratuito, reembolsamos tudo o que você pagou on-line. Se houver taxa de cancelamento, reembolsamos o valor pago menos essa taxa.',
          ),
          paragraph(
            'Os reembolsos voltam para o meio de pagamento que você usou, ou para sua carteira, se você preferir, em 5 a 7 dias úteis após o cancelamento. Seu banco pode levar mais alguns dias para exibir o valor.',
          ),
          paragraph(
            'O direito de arrependimento de 14 dias para contratos à distância não se aplica a hospedagens reservadas para datas específicas (artigo 16.º, alínea l), da Diretiva 2011/83/UE relativa aos direitos dos consumidores). Você pode cancelar conforme a política de cancelamento do seu quarto permitir.',
            EU,
          ),
          paragraph(
            'O prazo de cancelamento de 14 dias das Consumer Contracts Regulations 2013 não se aplica a hospedagens reservadas para datas específicas (regulation 28(1)(b)). Você pode cancelar conforme a política de cancelamento do seu quarto permitir.',
            UK,
          ),
        ],
      },
      {
        id: 'changes-and-no-shows',
        heading: 'Alterações, chegada tardia e não comparecimento',
        blocks: [
          paragraph(
            'Quando a página da sua reserva oferecer essa opção, você pode alterar as datas da hospedagem ou o quarto. A alteração é cobrada pelo preço da nova hospedagem; se o novo preço for menor, a diferença é reembolsada como descrito acima.',
          ),
          paragraph(
            'Se você for chegar depois do horário de check-in, avise a propriedade ou a nós com antecedência. Se você não chegar no dia do check-in e não tiver cancelado, a propriedade pode tratar a reserva como não comparecimento (no-show): ela pode liberar os quartos e cobrar o valor de não comparecimento previsto na política de cancelamento, até o preço total da hospedagem.',
          ),
          paragraph(
            'Se a propriedade não puder honrar sua reserva, oferecemos a você uma hospedagem equivalente nas proximidades sem custo adicional ou, se preferir, o reembolso integral.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: 'Responsabilidade',
        blocks: [
          paragraph(
            'A propriedade é responsável pela hospedagem em si: o quarto ou a casa, suas instalações e os serviços que presta. Nós somos responsáveis por processar corretamente sua reserva e seu pagamento e pelas informações que publicamos sobre a propriedade, que obtemos dela e verificamos com cuidado.',
          ),
          paragraph(
            'Não respondemos pelo que a propriedade faz ou deixa de fazer, exceto quando tivermos falhado em nossas próprias obrigações. Nada nestes termos limita a responsabilidade que a lei não permite limitar, como a responsabilidade por morte ou lesão corporal causada por negligência, ou por fraude.',
          ),
          paragraph('Você mantém todos os direitos que a legislação obrigatória de defesa do consumidor do país onde você mora lhe garante.', EUROPE),
        ],
      },
      {
        id: 'complaints',
        heading: 'Reclamações',
        blocks: [
          paragraph(
            'Se algo estiver errado durante sua hospedagem, avise a propriedade imediatamente para que ela possa resolver. Se ela não resolver, escreva para {supportEmail} durante a hospedagem ou em até 30 dias após o check-out, informando o número da reserva. Confirmamos o recebimento da sua reclamação em até dois dias úteis e procuramos resolvê-la em até 14 dias.',
          ),
          paragraph(
            'Você também pode escrever para nosso Grievance Officer (responsável por reclamações) em {grievanceEmail}. O Grievance Officer confirma o recebimento de uma reclamação em até 48 horas e a resolve em até um mês após recebê-la, conforme exigem as Consumer Protection (E-Commerce) Rules, 2020. Você também pode ligar para a National Consumer Helpline (1915) ou apresentar uma reclamação a uma comissão de consumidores nos termos do Consumer Protection Act, 2019.',
            INDIA,
          ),
          paragraph(
            'Se não conseguirmos resolver sua reclamação juntos, você pode pedir orientação gratuita ao Centro Europeu do Consumidor do país onde mora ou levar a disputa ao órgão competente de resolução de litígios de consumo ({countryName}).',
            EU,
          ),
          paragraph(
            'Se não conseguirmos resolver sua reclamação juntos, você pode pedir orientação gratuita ao Citizens Advice (serviço ao consumidor) ou levar a disputa a um tribunal.',
            UK,
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Lei aplicável e foro',
        blocks: [
          paragraph(
            'Estes termos e todas as reservas feitas com base neles são regidos pelas leis da Índia. Os tribunais de {courts} têm competência, sem prejuízo do seu direito de recorrer a uma comissão de consumidores do lugar onde você mora ou onde surgiu a causa.',
            INDIA,
          ),
          paragraph(
            'Estes termos são regidos pela legislação do país indicado a seguir: {countryName}. Se você mora em outro país da União Europeia, também mantém a proteção da legislação obrigatória de defesa do consumidor desse país e pode propor ação nos tribunais do país onde mora ou nos do país indicado acima ({countryName}).',
            EU,
          ),
          paragraph(
            'Estes termos são regidos pela lei da Inglaterra e do País de Gales. Se você mora na Escócia ou na Irlanda do Norte, também pode propor ação nos tribunais de lá, de acordo com a sua lei local.',
            UK,
          ),
        ],
      },
    ],
  },

  'guest-policy': {
    title: 'Política de hóspedes',
    summary:
      'O que todo hóspede precisa saber antes de chegar: documentos de identidade, idade, casais e visitantes, e as regras que valem em todas as propriedades do {brandName}.',
    sections: [
      {
        id: 'check-in-and-out',
        heading: 'Check-in e check-out',
        blocks: [
          paragraph(
            'Os horários de check-in e check-out aparecem na página da propriedade e na sua confirmação. Check-in antecipado e check-out tardio dependem da disponibilidade e podem ter custo, que é informado antes de você pagar por eles.',
          ),
        ],
      },
      {
        id: 'identity-documents',
        heading: 'Documentos de identidade',
        blocks: [
          paragraph(
            'Todo hóspede adulto deve apresentar no check-in um documento de identidade com foto válido, emitido pelo governo: cartão Aadhaar, passaporte, carteira de motorista ou título de eleitor (voter ID). O cartão PAN não é aceito como documento de identidade em todas as propriedades; nesse caso, a página da propriedade informa “Cartão PAN não aceito”. Algumas propriedades não aceitam documentos de identidade com endereço na mesma cidade (documentos locais) e informam isso na página da propriedade.',
            INDIA,
          ),
          paragraph(
            'Hóspedes que não são cidadãos indianos devem apresentar o passaporte com um visto indiano válido. A propriedade deve comunicar a estadia deles às autoridades (Form C). Propriedades marcadas com “Somente cidadãos indianos” não podem receber hóspedes estrangeiros.',
            INDIA,
          ),
          paragraph(
            'Todo hóspede adulto deve apresentar no check-in um passaporte ou documento nacional de identidade válido. Em muitos países, a propriedade é obrigada por lei a registrar seus hóspedes e repassar os dados deles às autoridades locais.',
            EUROPE,
          ),
          paragraph('Se você pagou on-line, a propriedade pode pedir para ver o cartão usado no pagamento.'),
        ],
      },
      {
        id: 'age',
        heading: 'Idade',
        blocks: [
          paragraph(
            'O hóspede que faz o check-in deve ter pelo menos 18 anos. Crianças são bem-vindas, a menos que a página da propriedade diga o contrário, e contam no número de hóspedes do quarto ou da casa.',
          ),
        ],
      },
      {
        id: 'couples',
        heading: 'Casais',
        blocks: [
          paragraph(
            'Cabe a cada propriedade decidir se casais não casados podem se hospedar juntos. As propriedades que não os aceitam exibem “Casais não casados não são permitidos” na página da propriedade e nos resultados da busca; as demais exibem “Casais são bem-vindos”. Saiba mais na nossa página sobre casais não casados.',
            INDIA,
          ),
          paragraph('Todas as propriedades do {brandName} recebem casais, casados ou não. Ninguém vai pedir comprovante de casamento.', EUROPE),
        ],
      },
      {
        id: 'visitors',
        heading: 'Visitantes',
        blocks: [
          paragraph(
            'Para a segurança de todos os hóspedes, apenas os hóspedes registrados na reserva podem pernoitar. Um hotel pode admitir visitantes durante o dia nas áreas comuns e pedir para ver o documento de identidade deles.',
            HOTELS,
          ),
          paragraph(
            'Apenas os hóspedes indicados na reserva podem pernoitar na casa, até o número máximo de hóspedes informado. Festas e eventos exigem o consentimento por escrito do proprietário.',
            HOMES,
          ),
        ],
      },
      {
        id: 'damage',
        heading: 'Danos',
        blocks: [
          paragraph(
            'Cuide da propriedade como cuidaria da sua própria casa. O hóspede que fez a reserva é responsável pelos danos causados pelos hóspedes da reserva além do desgaste normal, e a propriedade pode cobrar o custo razoável de reparo ou substituição, mediante comprovação.',
          ),
          paragraph(
            'Algumas casas pedem um depósito caução. O valor, quando você o paga e quando ele é devolvido aparecem na página da propriedade antes de você reservar.',
            HOMES,
          ),
        ],
      },
      {
        id: 'smoking',
        heading: 'Fumo',
        blocks: [
          paragraph(
            'Não é permitido fumar dentro dos quartos e das casas, a menos que a página da propriedade diga o contrário. A propriedade pode cobrar o custo da limpeza de um quarto ou casa em que alguém fumou.',
          ),
          paragraph(
            'Fumar em locais públicos é proibido pelo Cigarettes and Other Tobacco Products Act, 2003. Os hotéis podem oferecer uma área reservada para fumantes.',
            INDIA,
          ),
        ],
      },
      {
        id: 'pets',
        heading: 'Animais de estimação',
        blocks: [
          paragraph(
            'Animais de estimação são permitidos apenas nas casas que informam isso na página da propriedade, até o número de animais indicado. Avise o proprietário com antecedência sobre qual animal você vai levar e mantenha-o fora das camas e dos sofás.',
            HOMES,
          ),
          paragraph('Animais de estimação não são permitidos em hotéis, a menos que a página da propriedade diga o contrário.', HOTELS),
          paragraph('Cães de assistência são bem-vindos em todas as propriedades.'),
        ],
      },
      {
        id: 'refusal',
        heading: 'Quando uma hospedagem pode ser recusada ou encerrada',
        blocks: [
          paragraph(
            'A propriedade pode recusar o check-in, ou encerrar uma hospedagem sem reembolso, se um hóspede não puder apresentar um documento de identidade válido, não cumprir uma restrição exibida antes da reserva, violar estas regras ou a lei, ou colocar outras pessoas ou a propriedade em risco.',
          ),
        ],
      },
    ],
  },

  'privacy-policy': {
    title: 'Política de privacidade',
    summary:
      'Como a {companyName} usa os dados pessoais que você nos fornece quando pesquisa e reserva no {brandName}, por que os usamos, por quanto tempo os guardamos e quais são os seus direitos.',
    sections: [
      {
        id: 'who-is-responsible',
        heading: 'Quem é responsável pelos seus dados',
        blocks: [
          paragraph(
            'A {companyName}, {companyAddress}, é responsável pelos seus dados pessoais como controladora nos termos do Regulamento Geral sobre a Proteção de Dados (GDPR).',
            EU,
          ),
          paragraph(
            'A {companyName}, {companyAddress}, é responsável pelos seus dados pessoais como controladora nos termos do UK GDPR e do Data Protection Act 2018.',
            UK,
          ),
          paragraph(
            'A {companyName}, {companyAddress}, é responsável pelos seus dados pessoais como Data Fiduciary (controladora) nos termos do Digital Personal Data Protection Act, 2023 (DPDP Act).',
            INDIA,
          ),
          paragraph('Para qualquer dúvida sobre seus dados, escreva para {privacyEmail}.'),
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'O que coletamos',
        blocks: [
          list([
            'Conta: seu nome, endereço de e-mail, número de celular e senha (guardada apenas como hash seguro). Se você entrar com Google, Apple ou Facebook, o nome e o endereço de e-mail que esse provedor compartilha conosco.',
            'Reservas: a propriedade, as datas, os quartos e os hóspedes, o nome do hóspede que faz o check-in, seus pedidos especiais e seu histórico de reservas.',
            'Pagamentos: valor, moeda, meio de pagamento e status. Você informa os dados do cartão ao nosso provedor de pagamentos; recebemos apenas um token, a bandeira do cartão e os quatro últimos dígitos.',
            'Dispositivo e uso: endereço IP, tipo de navegador e de dispositivo, idioma, um identificador do dispositivo (o cookie fingerprint2), as páginas que você visualiza e as pesquisas que faz.',
            'Localização: sua localização aproximada, obtida a partir do seu endereço IP, e sua localização exata apenas quando você permite, por exemplo para encontrar hospedagens perto de você.',
            'Mensagens: o que você escreve ao atendimento ao cliente e as avaliações que publica.',
            'Campanhas: o anúncio ou link que trouxe você até nós (parâmetros utm).',
          ]),
          paragraph('Quando você cria uma conta, também pedimos seu endereço postal, necessário para as faturas.', EUROPE),
        ],
      },
      {
        id: 'why-we-use-it',
        heading: 'Por que os usamos',
        blocks: [
          list([
            'para fazer, alterar e cancelar suas reservas e repassar à propriedade os dados de que ela precisa;',
            'para processar pagamentos e reembolsos e prevenir fraudes;',
            'para manter sua conta e permitir que você entre com segurança, inclusive com códigos de uso único;',
            'para ajudar você quando entra em contato com o atendimento ao cliente;',
            'para manter o site seguro e funcionando e melhorá-lo com base em estatísticas;',
            'para enviar ofertas, somente se você concordou em recebê-las;',
            'para cumprir nossas obrigações legais, como registros fiscais e contábeis e o registro de hóspedes.',
          ]),
        ],
      },
      {
        id: 'legal-basis',
        heading: 'Nossa base legal',
        blocks: [
          paragraph('Nos termos do GDPR, nos baseamos em:', EUROPE),
          list(
            [
              'o contrato com você, para reservas, pagamentos, sua conta e o atendimento ao cliente;',
              'nossos interesses legítimos, para segurança, prevenção de fraudes, melhoria do site e medição das nossas campanhas, que ponderamos em relação aos seus interesses e direitos;',
              'seu consentimento, para cookies de estatísticas e de preferências, mensagens de marketing e sua localização exata; você pode retirá-lo a qualquer momento;',
              'obrigações legais, para registros fiscais e contábeis e o registro de hóspedes.',
            ],
            EUROPE,
          ),
          paragraph(
            'Tratamos seus dados pessoais com o seu consentimento, que você dá ao criar uma conta ou fazer uma reserva e pode retirar a qualquer momento, e para os usos legítimos que o DPDP Act permite, como a finalidade para a qual você nos forneceu os dados e o cumprimento da lei. A retirada do consentimento não afeta o que foi feito antes; ela pode significar que não possamos mais prestar um serviço, como uma reserva.',
            INDIA,
          ),
        ],
      },
      {
        id: 'who-we-share-it-with',
        heading: 'Com quem os compartilhamos',
        blocks: [
          list([
            'a propriedade que você reserva, que recebe seu nome, dados de contato, detalhes da reserva e pedidos especiais;',
            'nosso provedor de pagamentos, para pagamentos, reembolsos e cartões salvos;',
            'prestadores de serviços que trabalham para nós sob contrato e somente de acordo com nossas instruções: hospedagem de sistemas, envio de e-mails e SMS, ferramentas de atendimento ao cliente;',
            'autoridades, quando a lei exigir.',
          ]),
          paragraph('Não vendemos seus dados pessoais.'),
          paragraph(
            'Quando um prestador de serviços está fora do Espaço Econômico Europeu, só transferimos dados com base em uma decisão de adequação da Comissão Europeia ou nas suas cláusulas contratuais-tipo.',
            EU,
          ),
          paragraph(
            'Quando um prestador de serviços está fora do Reino Unido, só transferimos dados com base nos regulamentos de adequação do Reino Unido ou no UK International Data Transfer Agreement.',
            UK,
          ),
          paragraph('Podemos tratar dados fora da Índia, exceto em países para os quais o Governo da Índia restringe transferências.', INDIA),
        ],
      },
      {
        id: 'how-long-we-keep-it',
        heading: 'Por quanto tempo os guardamos',
        blocks: [
          list([
            'Dados da conta: enquanto sua conta existir; nós os excluímos em até 30 dias após você encerrar a conta.',
            'Reservas, pagamentos e faturas: pelo tempo exigido pela legislação fiscal e contábil aplicável ({countryName}), no máximo dez anos.',
            'Dados do dispositivo e registros de segurança: 13 meses.',
            'Mensagens ao atendimento ao cliente: dois anos após o encerramento do caso.',
            'Consentimento para marketing: até você retirá-lo.',
          ]),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Seus direitos',
        blocks: [
          paragraph(
            'Você tem o direito de acessar seus dados, de corrigi-los ou apagá-los, de restringir o uso deles, de recebê-los em formato portátil, de se opor ao uso deles (sempre, no caso de marketing direto) e de retirar seu consentimento.',
            EUROPE,
          ),
          paragraph(
            'Você tem o direito de receber um resumo dos seus dados pessoais e de como os tratamos, de corrigi-los, completá-los, atualizá-los ou apagá-los, de ter suas reclamações atendidas e de nomear uma pessoa que possa exercer seus direitos em caso de falecimento ou incapacidade.',
            INDIA,
          ),
          paragraph(
            'Você pode alterar a maior parte dos seus dados na sua conta. Para qualquer outra coisa, escreva para {privacyEmail}; podemos pedir que você comprove sua identidade. Respondemos em até um mês.',
          ),
          paragraph(
            'Se não ficar satisfeito com a nossa resposta, você pode apresentar uma reclamação junto a {authorityName} ({authorityUrl}) ou à autoridade de proteção de dados do país onde mora.',
            EUROPE,
          ),
          paragraph(
            'Nosso Grievance Officer (responsável por reclamações) pode ser contatado em {grievanceEmail} e responde dentro do prazo fixado pelo DPDP Act. Se não ficar satisfeito, você pode apresentar uma reclamação junto a {authorityName} ({authorityUrl}).',
            INDIA,
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Segurança',
        blocks: [
          paragraph(
            'Seus dados trafegam criptografados (HTTPS). As senhas são guardadas apenas como hashes seguros, os códigos de acesso expiram em poucos minutos e somente os funcionários que precisam dos seus dados para o trabalho podem vê-los. Se uma violação colocar seus dados em risco, informamos a autoridade e você, conforme a lei exige.',
          ),
        ],
      },
      {
        id: 'children',
        heading: 'Crianças',
        blocks: [
          paragraph(
            'O {brandName} não se destina a crianças: é preciso ter 18 anos para criar uma conta ou reservar. Não coletamos intencionalmente dados de crianças, exceto os nomes e as idades das crianças que viajam com você, que você mesmo nos informa.',
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Alterações desta política',
        blocks: [
          paragraph(
            'Atualizamos esta política quando nossos serviços ou a lei mudam. A data no topo indica a versão mais recente; informamos você por e-mail sobre alterações importantes.',
          ),
        ],
      },
    ],
  },

  'cookie-policy': {
    title: 'Política de cookies',
    summary: 'Quais cookies o {brandName} armazena no seu dispositivo, o que cada um faz e quanto tempo dura.',
    sections: [
      {
        id: 'what-cookies-are',
        heading: 'O que são cookies',
        blocks: [
          paragraph(
            'Cookies são pequenos arquivos de texto que um site armazena no seu navegador. Também guardamos alguns valores semelhantes no armazenamento local do seu navegador. Nesta política, “cookies” abrange ambos.',
          ),
        ],
      },
      {
        id: 'categories',
        heading: 'As três categorias',
        blocks: [
          list([
            'Necessários: indispensáveis para o funcionamento e a segurança do site, por exemplo para manter você conectado e lembrar os dados da sua reserva. Não podem ser desativados.',
            'Preferências: lembram escolhas como seu idioma e sua localização, para que o site abra como você o deixou.',
            'Estatísticas: ajudam-nos a entender como o site é usado, contando as visitas e qual campanha trouxe você, para podermos melhorá-lo.',
          ]),
        ],
      },
      {
        id: 'cookies-we-use',
        heading: 'Os cookies que usamos',
        blocks: [
          table(
            ['Nome', 'Categoria', 'Finalidade', 'Duração'],
            [
              ['token', 'Necessário', 'Mantém você conectado.', 'Até você sair da conta ou fechar o navegador'],
              ['fingerprint2', 'Necessário', 'Reconhece seu dispositivo, para proteger sua conta e prevenir fraudes.', '2 anos (63.072.000 segundos)'],
              ['appContext', 'Necessário', 'Lembra o site em que você está: marca, país e moeda.', '2 horas (7.200 segundos)'],
              ['loggedInAppContext', 'Necessário', 'Lembra o mesmo quando você está conectado.', '6 meses (15.552.000 segundos)'],
              ['cookie_consent', 'Necessário', 'Lembra quais tipos de cookies você permitiu, para não perguntarmos de novo.', '6 meses (15.552.000 segundos)'],
              ['countryIso', 'Necessário', 'O país de onde vem sua conexão, para mostrar os preços e as regras corretos.', '2 horas (7.200 segundos)'],
              ['locale', 'Preferências', 'O idioma que você escolheu.', '1 ano (31.536.000 segundos)'],
              ['geoContext', 'Preferências', 'Sua localização aproximada, para sugerir hospedagens próximas.', '12 horas (43.200 segundos)'],
              ['quickLogin', 'Preferências', 'Lembra que já mostramos o login rápido, para que ele não apareça de novo.', '1 dia (86.400 segundos)'],
              ['utm', 'Estatísticas', 'A campanha ou o link que trouxe você até nós (parâmetros utm).', '30 dias (2.592.000 segundos)'],
              ['expd', 'Estatísticas', 'A versão de uma página que você vê enquanto testamos uma melhoria.', 'Até você fechar o navegador'],
              ['client_id', 'Estatísticas', 'Conta as visitas sem identificar você.', 'Até você fechar o navegador'],
            ],
          ),
          paragraph(
            'Não usamos cookies de publicidade. Na página de pagamento, nosso provedor de pagamentos pode armazenar os cookies necessários para processar o pagamento com segurança.',
          ),
        ],
      },
      {
        id: 'your-choice',
        heading: 'Sua escolha',
        blocks: [
          paragraph(
            'Armazenamos os cookies necessários sem pedir permissão, porque o site não funciona sem eles. Os cookies de preferências e de estatísticas só são armazenados depois que você os aceita no banner de cookies. Para mudar sua escolha, apague os cookies deste site no seu navegador: o banner perguntará novamente na sua próxima visita.',
            EUROPE,
          ),
          paragraph(
            'Usamos cookies necessários para operar o site, e cookies de preferências e de estatísticas para lembrar suas escolhas e melhorar o site. Você pode bloquear ou apagar cookies a qualquer momento nas configurações do seu navegador.',
            INDIA,
          ),
          paragraph(
            'Todo navegador permite ver, bloquear e apagar cookies nas configurações. Se você bloquear os cookies necessários, não poderá entrar na sua conta nem reservar.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Dúvidas',
        blocks: [paragraph('Para dúvidas sobre cookies, escreva para {privacyEmail}. Nossa Política de privacidade explica como usamos os dados pessoais.')],
      },
    ],
  },

  'corporate-social-responsibility': {
    title: 'Responsabilidade social corporativa',
    summary: 'Como o {brandName} trabalha para ser um parceiro justo das pessoas e dos lugares que recebem nossos hóspedes.',
    sections: [
      {
        id: 'our-approach',
        heading: 'Nossa abordagem',
        blocks: [
          paragraph(
            'O turismo só dura se fizer bem aos lugares que as pessoas visitam. Escolhemos nossos parceiros com cuidado, pagamos a eles de forma justa e em dia, e usamos nosso alcance para incentivar formas melhores de administrar uma hospedagem.',
          ),
        ],
      },
      {
        id: 'fair-partnerships',
        heading: 'Parcerias justas',
        blocks: [
          list([
            'As propriedades recebem o valor de uma hospedagem dentro do prazo acordado em contrato e veem cada linha de comissão.',
            'Publicamos o preço definido pela propriedade; não acrescentamos cobranças ocultas na finalização da compra.',
            'Proprietários e administradores podem falar com um gerente de conta designado, no seu próprio idioma.',
          ]),
        ],
      },
      {
        id: 'people',
        heading: 'Pessoas',
        blocks: [
          paragraph(
            'Esperamos que todo parceiro respeite a lei sobre salários, jornada de trabalho e segurança, nunca empregue crianças e ofereça à equipe um local de trabalho seguro e livre de assédio. Encerramos uma parceria quando essas expectativas não são cumpridas.',
          ),
          paragraph(
            'Oferecemos gratuitamente às equipes de governança e de recepção dos nossos hotéis parceiros treinamento em higiene, segurança dos hóspedes e habilidades digitais.',
            HOTELS,
          ),
        ],
      },
      {
        id: 'environment',
        heading: 'Meio ambiente',
        blocks: [
          list([
            'Incentivamos as propriedades a reutilizar a roupa de cama e banho mediante solicitação, economizar água e energia e eliminar os plásticos descartáveis dos quartos.',
            'Nossos escritórios funcionam sem papel: confirmações, faturas e vouchers são digitais.',
            'Mostramos aos hóspedes o transporte público próximo a cada propriedade, quando o conhecemos.',
          ]),
          paragraph(
            'Pedimos aos proprietários que registrem sua casa de temporada na prefeitura quando isso for exigido e que respeitem os limites locais ao aluguel por temporada, para que os bairros continuem tendo moradias para quem vive neles.',
            HOMES,
          ),
        ],
      },
      {
        id: 'communities',
        heading: 'Comunidades',
        blocks: [
          paragraph(
            'A maioria das pessoas que administram nossas propriedades mora nas proximidades. Damos preferência a fornecedores e funcionários locais e pedimos aos hóspedes que respeitem os vizinhos, os horários de silêncio e os costumes locais.',
          ),
          paragraph(
            'Quando o Companies Act, 2013 assim exige, a {companyName} destina pelo menos dois por cento do seu lucro líquido médio a atividades de responsabilidade social corporativa aprovadas pelo seu conselho de administração e as informa no seu relatório anual.',
            INDIA,
          ),
        ],
      },
      {
        id: 'accessibility',
        heading: 'Acessibilidade',
        blocks: [
          paragraph(
            'Desenvolvemos nosso site de acordo com as Diretrizes de Acessibilidade para Conteúdo Web (WCAG 2.1, nível AA): ele funciona com teclado e leitores de tela. Escreva para {supportEmail} e conte onde deixamos a desejar.',
          ),
        ],
      },
      {
        id: 'talk-to-us',
        heading: 'Fale conosco',
        blocks: [
          paragraph('Ideias, dúvidas ou preocupações sobre a nossa conduta ou a de uma propriedade: escreva para {supportEmail}. Lemos todas as mensagens.'),
        ],
      },
    ],
  },

  'saved-card-policy': {
    title: 'Política de cartões salvos',
    summary: 'Como funciona salvar um cartão para pagar mais rápido no {brandName}, o que guardamos e como remover um cartão.',
    sections: [
      {
        id: 'how-it-works',
        heading: 'Como funciona salvar um cartão',
        blocks: [
          paragraph(
            'Quando você opta por salvar um cartão durante o pagamento, o cartão é salvo pelo nosso provedor de pagamentos, não por nós. O provedor substitui o número do cartão por um token: um código que só pode ser usado para pagamentos no {brandName} e que não tem utilidade para mais ninguém.',
          ),
          paragraph(
            'Conforme exige o Reserve Bank of India, um cartão só é salvo como um token criado pela bandeira do cartão ou pelo banco emissor (tokenização card-on-file), depois que você dá seu consentimento explícito e o confirma com um fator adicional de autenticação, como uma senha de uso único enviada pelo seu banco. Nem nós nem o provedor de pagamentos guardamos o número do seu cartão.',
            INDIA,
          ),
          paragraph(
            'Cada pagamento com um cartão salvo é confirmado da forma que seu banco exige pela autenticação forte do cliente, por exemplo no aplicativo do seu banco.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-we-see',
        heading: 'O que vemos',
        blocks: [
          paragraph(
            'Vemos apenas o que você precisa para reconhecer o cartão: a bandeira, os quatro últimos dígitos e a data de validade. Usamos o cartão salvo somente quando você o escolhe para um pagamento.',
          ),
        ],
      },
      {
        id: 'security-code',
        heading: 'O código de segurança',
        blocks: [
          paragraph(
            'O código de segurança do cartão (CVV ou CVC) nunca é armazenado, nem por nós nem pelo provedor de pagamentos. Seu banco pode pedi-lo novamente a cada pagamento.',
          ),
        ],
      },
      {
        id: 'removing-a-card',
        heading: 'Remover um cartão',
        blocks: [
          paragraph(
            'Você pode remover um cartão salvo a qualquer momento na sua conta ou pedindo ao atendimento ao cliente pelo e-mail {supportEmail}. O provedor de pagamentos então exclui o token, que nunca mais poderá ser usado. Remover um cartão não afeta as reservas que você já pagou.',
          ),
          paragraph(
            'Um token também deixa de funcionar quando o cartão vence ou quando seu banco o substitui; nesse caso, se quiser, você salva o novo cartão no próximo pagamento.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Segurança',
        blocks: [
          paragraph(
            'Nosso provedor de pagamentos é certificado pelo Padrão de Segurança de Dados do Setor de Cartões de Pagamento (PCI DSS). Se você acha que alguém usou seu cartão salvo sem sua permissão, remova-o, avise seu banco e escreva imediatamente para {supportEmail}.',
          ),
        ],
      },
    ],
  },

  'unmarried-couples': {
    title: 'Casais não casados',
    summary: 'Quais hospedagens do {brandName} recebem casais que não são casados, o que levar e o que diz a lei.',
    sections: [
      {
        id: 'which-stays-welcome-couples',
        heading: 'Quais hospedagens recebem casais',
        blocks: [
          paragraph(
            'Muitos hotéis do {brandName} recebem casais não casados. Cada hotel mostra sua regra antes de você reservar: os hotéis que aceitam casais não casados exibem “Casais são bem-vindos”; os que não aceitam exibem “Casais não casados não são permitidos” na página do hotel e nos resultados da busca. Nos resultados da busca, o filtro “Para casais” mostra apenas os hotéis que recebem casais.',
            { jurisdiction: ['india'], propertyType: 'hotel' },
          ),
          paragraph(
            'Cada casa define sua própria regra e a mostra antes de você reservar: as casas que aceitam casais não casados exibem “Casais são bem-vindos”; as que não aceitam exibem “Casais não casados não são permitidos”.',
            { jurisdiction: ['india'], propertyType: 'home' },
          ),
          paragraph(
            'Se você reservar uma hospedagem marcada com “Casais não casados não são permitidos”, a propriedade pode recusar o check-in de um casal que não consiga comprovar que é casado. Como a regra foi exibida antes da reserva, aplica-se então a política de cancelamento do quarto. Escolha uma hospedagem que receba casais.',
            INDIA,
          ),
          paragraph(
            'Todas as casas do {brandName} recebem casais, casados ou não. Os proprietários não podem pedir comprovante de casamento, e removemos os anúncios que o fizerem.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-to-bring',
        heading: 'O que levar',
        blocks: [
          paragraph(
            'Vocês dois devem ter pelo menos 18 anos e apresentar no check-in um documento de identidade com foto válido, emitido pelo governo: cartão Aadhaar, passaporte, carteira de motorista ou título de eleitor (voter ID). A página da propriedade informa se ela não aceita o cartão PAN (“Cartão PAN não aceito”) ou documentos de identidade com endereço na mesma cidade. Hóspedes que não são cidadãos indianos apresentam o passaporte e o visto.',
            INDIA,
          ),
          paragraph(
            'Cada adulto apresenta um passaporte ou documento nacional de identidade no check-in, como exige o registro de hóspedes. Ninguém vai perguntar sobre o seu estado civil.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'the-law',
        heading: 'A lei, em palavras simples',
        blocks: [
          paragraph(
            'Nenhuma lei na Índia proíbe dois adultos não casados de se hospedarem juntos em um quarto de hotel, e fazer isso não é crime. Uma propriedade pode, no entanto, definir suas próprias regras de admissão, e é por isso que algumas não aceitam casais não casados. O que toda propriedade é obrigada por lei a fazer é registrar a identidade dos seus hóspedes, e é por isso que você apresenta seus documentos de identidade.',
            INDIA,
          ),
          paragraph(
            'Pela legislação aplicável ({countryName}), adultos podem se hospedar juntos, qualquer que seja o seu estado civil. Uma propriedade pode pedir documentos de identidade para registrar seus hóspedes, como a lei exige, mas não uma certidão de casamento.',
            EUROPE,
          ),
          paragraph('Esta página traz informações gerais e não constitui aconselhamento jurídico.'),
        ],
      },
      {
        id: 'if-something-goes-wrong',
        heading: 'Se algo der errado',
        blocks: [
          paragraph(
            'Se uma propriedade recusar vocês mesmo exibindo “Casais são bem-vindos”, ou tratar vocês de forma injusta no check-in, ligue para nós ou escreva para {supportEmail} ainda da propriedade. Encontraremos outra hospedagem nas proximidades ou faremos o reembolso integral.',
          ),
        ],
      },
    ],
  },
};
