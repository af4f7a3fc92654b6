import { EU, EUROPE, HOMES, HOTELS, INDIA, UK, list, paragraph, table, type LegalTexts } from '../legal-text';

/** Các văn bản pháp lý bằng tiếng Việt: cùng cấu trúc và tham số với en.ts. */
export const vi: LegalTexts = {
  terms: {
    title: 'Điều khoản đặt phòng',
    summary:
      'Các điều khoản này áp dụng khi bạn đặt chỗ nghỉ trên {brandName}. Các điều khoản giải thích bạn giao kết hợp đồng với ai, giá và thanh toán được áp dụng như thế nào, và điều gì xảy ra khi kế hoạch của bạn thay đổi.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Chúng tôi là ai',
        blocks: [
          paragraph(
            '{brandName} do {companyName}, {companyAddress} ("chúng tôi") vận hành. Chúng tôi vận hành trang web và ứng dụng mà bạn dùng để tìm kiếm và đặt chỗ nghỉ. Chúng tôi không sở hữu hay quản lý các chỗ nghỉ mà chúng tôi giới thiệu.',
          ),
          paragraph(
            'Bạn có thể liên hệ bộ phận chăm sóc khách hàng của chúng tôi qua {supportEmail}. Chúng tôi trả lời bằng văn bản trong vòng hai ngày làm việc.',
          ),
        ],
      },
      {
        id: 'your-booking',
        heading: 'Đặt phòng của bạn và bên giao kết hợp đồng với bạn',
        blocks: [
          paragraph(
            'Khi đặt phòng, bạn giao kết hợp đồng lưu trú trực tiếp với chỗ nghỉ: khách sạn, hoặc chủ sở hữu hay người quản lý nhà nghỉ dưỡng. Chúng tôi đóng vai trò trung gian: chúng tôi chuyển đặt phòng của bạn đến chỗ nghỉ, thay mặt chỗ nghỉ thu tiền khi bạn thanh toán trực tuyến, và hỗ trợ bạn khi có sự cố.',
          ),
          paragraph(
            'Đặt phòng của bạn được xác nhận khi bạn thấy trang xác nhận có mã đặt phòng và nhận được xác nhận qua e-mail hoặc tin nhắn SMS. Trước thời điểm đó, chưa có hợp đồng nào được giao kết và không có khoản tiền nào bị trừ.',
          ),
          paragraph('Khi đặt phòng, bạn xác nhận rằng:'),
          list([
            'bạn từ đủ 18 tuổi trở lên và có năng lực giao kết hợp đồng có giá trị ràng buộc;',
            'họ tên và thông tin liên hệ bạn cung cấp là chính xác, và bạn đặt phòng cho chính mình và những khách đi cùng bạn;',
            'số lượng khách không vượt quá sức chứa của các phòng hoặc căn nhà bạn đặt;',
            'bạn và những khách đi cùng sẽ tuân thủ nội quy của chỗ nghỉ và Chính sách khách lưu trú của chúng tôi.',
          ]),
        ],
      },
      {
        id: 'prices-and-taxes',
        heading: 'Giá và thuế',
        blocks: [
          paragraph(
            'Giá được hiển thị bằng {currencyName} ({currencyCode}) và đã bao gồm các loại thuế và phí áp dụng cho kỳ lưu trú. Tổng tiền trên biểu mẫu đặt phòng là số tiền bạn thanh toán, ngoại trừ thuế du lịch địa phương mà một số thành phố yêu cầu nộp tại chỗ nghỉ; biểu mẫu đặt phòng sẽ ghi rõ khi khoản thuế này được áp dụng.',
            { taxes: 'inclusive' },
          ),
          paragraph(
            'Giá được hiển thị bằng {currencyName} ({currencyCode}) cho mỗi đêm. Thuế và phí được tính thêm ngoài giá phòng: chúng được hiển thị thành một dòng riêng trước khi bạn đặt phòng, và tổng tiền trên biểu mẫu đặt phòng đã bao gồm các khoản này.',
            { taxes: 'exclusive' },
          ),
          paragraph(
            'Giá có thể thay đổi cho đến khi bạn đặt phòng. Khi đặt phòng đã được xác nhận, giá sẽ cố định, trừ khi chính bạn thay đổi đặt phòng (ngày, phòng hoặc số khách); khi đó giá của kỳ lưu trú mới sẽ được áp dụng. Giảm giá, phiếu giảm giá và tiền trong ví được hiển thị thành các dòng riêng và chỉ áp dụng theo điều kiện riêng của từng loại.',
          ),
        ],
      },
      {
        id: 'payment',
        heading: 'Thanh toán',
        blocks: [
          paragraph(
            'Tùy theo chỗ nghỉ, bạn thanh toán trực tuyến khi đặt phòng, hoặc thanh toán tại chỗ nghỉ khi đến nơi ("Thanh toán tại khách sạn"). Biểu mẫu đặt phòng cho biết các lựa chọn dành cho kỳ lưu trú của bạn; một số chỗ nghỉ chỉ chấp nhận thanh toán trực tuyến, và việc thanh toán tại chỗ nghỉ có thể bị giới hạn ở một số phòng nhất định cho mỗi đặt phòng.',
          ),
          paragraph(
            'Các khoản thanh toán trực tuyến được xử lý bởi nhà cung cấp dịch vụ thanh toán của chúng tôi. Chúng tôi không bao giờ xem hoặc lưu trữ đầy đủ số thẻ của bạn. Nếu thanh toán trực tuyến không được hoàn tất trong thời gian hiển thị trên trang thanh toán, các phòng được giữ cho bạn sẽ được mở lại và đặt phòng sẽ không được thực hiện.',
          ),
        ],
      },
      {
        id: 'cancellation-and-refunds',
        heading: 'Hủy phòng và hoàn tiền',
        blocks: [
          paragraph(
            'Mỗi phòng có chính sách hủy riêng. Chính sách này được hiển thị trên biểu mẫu đặt phòng trước khi bạn đặt và trong xác nhận đặt phòng của bạn, cho biết bạn có thể hủy miễn phí đến thời điểm nào và bạn phải trả bao nhiêu nếu hủy sau thời điểm đó.',
          ),
          paragraph(
            'Bạn có thể hủy trong mục Đặt phòng của tôi hoặc thông qua bộ phận chăm sóc khách hàng. Nếu bạn hủy trong thời hạn miễn phí, chúng tôi hoàn lại toàn bộ số tiền bạn đã thanh toán trực tuyến. Nếu có phí hủy, chúng tôi hoàn lại số tiền bạn đã thanh toán sau khi trừ khoản phí đó.',
          ),
          paragraph(
            'Tiền hoàn lại được chuyển về phương thức thanh toán bạn đã sử dụng, hoặc vào ví của bạn nếu bạn chọn như vậy, trong vòng 5 đến 7 ngày làm việc kể từ khi hủy. Ngân hàng của bạn có thể cần thêm vài ngày để hiển thị số tiền này.',
          ),
          paragraph(
            'Quyền rút khỏi hợp đồng trong 14 ngày đối với hợp đồng giao kết từ xa không áp dụng cho chỗ ở được đặt cho những ngày cụ thể (Điều 16(l) Chỉ thị 2011/83/EU về quyền của người tiêu dùng). Bạn có thể hủy theo chính sách hủy của phòng bạn đặt.',
            EU,
          ),
          paragraph(
            'Thời hạn hủy 14 ngày theo Consumer Contracts Regulations 2013 không áp dụng cho chỗ ở được đặt cho những ngày cụ thể (regulation 28(1)(b)). Bạn có thể hủy theo chính sách hủy của phòng bạn đặt.',
            UK,
          ),
        ],
      },
      {
        id: 'changes-and-no-shows',
        heading: 'Thay đổi, đến muộn và vắng mặt',
        blocks: [
          paragraph(
            'Nếu trang đặt phòng của bạn có hỗ trợ, bạn có thể thay đổi ngày lưu trú hoặc phòng. Thay đổi được tính theo giá của kỳ lưu trú mới; nếu giá mới thấp hơn, khoản chênh lệch sẽ được hoàn lại như mô tả ở trên.',
          ),
          paragraph(
            'Nếu bạn sẽ đến sau giờ nhận phòng, hãy báo trước cho chỗ nghỉ hoặc cho chúng tôi. Nếu bạn không đến vào ngày nhận phòng và chưa hủy, chỗ nghỉ có thể coi đặt phòng là vắng mặt (no-show): chỗ nghỉ có thể mở lại các phòng và thu khoản phí vắng mặt theo chính sách hủy, tối đa bằng toàn bộ giá của kỳ lưu trú.',
          ),
          paragraph(
            'Nếu chỗ nghỉ không thể thực hiện đặt phòng của bạn, chúng tôi sẽ đề xuất cho bạn một chỗ nghỉ tương đương gần đó mà không tính thêm phí hoặc, nếu bạn muốn, hoàn lại toàn bộ tiền.',
          ),
        ],
      },
      {
        id: 'liability',
        heading: 'Trách nhiệm',
        blocks: [
          paragraph(
            'Chỗ nghỉ chịu trách nhiệm về bản thân kỳ lưu trú: phòng hoặc căn nhà, tiện nghi và các dịch vụ mà chỗ nghỉ cung cấp. Chúng tôi chịu trách nhiệm xử lý đúng đặt phòng và thanh toán của bạn, và về thông tin chúng tôi đăng tải về chỗ nghỉ, vốn do chỗ nghỉ cung cấp và được chúng tôi kiểm tra cẩn thận.',
          ),
          paragraph(
            'Chúng tôi không chịu trách nhiệm về những gì chỗ nghỉ làm hoặc không làm, trừ trường hợp chúng tôi không thực hiện nghĩa vụ của chính mình. Không điều nào trong các điều khoản này giới hạn trách nhiệm mà pháp luật không cho phép giới hạn, chẳng hạn trách nhiệm đối với tử vong hoặc thương tích do sơ suất gây ra, hoặc đối với hành vi gian lận.',
          ),
          paragraph('Bạn vẫn giữ mọi quyền mà pháp luật bắt buộc về bảo vệ người tiêu dùng của quốc gia nơi bạn sinh sống dành cho bạn.', EUROPE),
        ],
      },
      {
        id: 'complaints',
        heading: 'Khiếu nại',
        blocks: [
          paragraph(
            'Nếu có vấn đề trong thời gian lưu trú, hãy báo ngay cho chỗ nghỉ để họ khắc phục. Nếu chỗ nghỉ không khắc phục, hãy viết cho chúng tôi qua {supportEmail} trong thời gian lưu trú hoặc trong vòng 30 ngày sau khi trả phòng, kèm theo mã đặt phòng của bạn. Chúng tôi xác nhận đã nhận khiếu nại trong vòng hai ngày làm việc và cố gắng giải quyết trong vòng 14 ngày.',
          ),
          paragraph(
            'Bạn cũng có thể viết cho Cán bộ Giải quyết Khiếu nại (Grievance Officer) của chúng tôi qua {grievanceEmail}. Cán bộ Giải quyết Khiếu nại xác nhận đã nhận khiếu nại trong vòng 48 giờ và giải quyết trong vòng một tháng kể từ khi nhận được, theo yêu cầu của Consumer Protection (E-Commerce) Rules, 2020. Bạn cũng có thể gọi National Consumer Helpline (1915) hoặc nộp đơn khiếu nại lên ủy ban người tiêu dùng theo Consumer Protection Act, 2019.',
            INDIA,
          ),
          paragraph(
            'Nếu hai bên không thể cùng giải quyết khiếu nại của bạn, bạn có thể nhờ European Consumer Centre tại quốc gia nơi bạn sinh sống tư vấn miễn phí, hoặc đưa tranh chấp ra cơ quan giải quyết tranh chấp tiêu dùng có thẩm quyền tại {countryName}.',
            EU,
          ),
          paragraph(
            'Nếu hai bên không thể cùng giải quyết khiếu nại của bạn, bạn có thể nhờ Citizens Advice (dịch vụ người tiêu dùng) tư vấn miễn phí, hoặc đưa tranh chấp ra tòa án.',
            UK,
          ),
        ],
      },
      {
        id: 'governing-law',
        heading: 'Luật áp dụng và tòa án',
        blocks: [
          paragraph(
            'Các điều khoản này và mọi đặt phòng được thực hiện theo các điều khoản này chịu sự điều chỉnh của pháp luật Ấn Độ. Tòa án tại {courts} có thẩm quyền giải quyết, nhưng không ảnh hưởng đến quyền của bạn được khiếu nại lên ủy ban người tiêu dùng tại nơi bạn sinh sống hoặc nơi phát sinh sự việc.',
            INDIA,
          ),
          paragraph(
            'Các điều khoản này chịu sự điều chỉnh của pháp luật {countryName}. Nếu bạn sinh sống tại một quốc gia khác thuộc Liên minh châu Âu, bạn vẫn được hưởng sự bảo vệ của pháp luật bắt buộc về bảo vệ người tiêu dùng của quốc gia đó, và bạn có thể khởi kiện tại tòa án của {countryName} hoặc của quốc gia nơi bạn sinh sống.',
            EU,
          ),
          paragraph(
            'Các điều khoản này chịu sự điều chỉnh của pháp luật Anh và xứ Wales. Nếu bạn sinh sống tại Scotland hoặc Bắc Ireland, bạn cũng có thể khởi kiện tại tòa án ở đó, theo pháp luật địa phương của bạn.',
            UK,
          ),
        ],
      },
    ],
  },

  'guest-policy': {
    title: 'Chính sách khách lưu trú',
    summary:
      'Những điều mọi khách cần biết trước khi đến: giấy tờ tùy thân, độ tuổi, các cặp đôi và khách đến thăm, cùng nội quy áp dụng tại mọi chỗ nghỉ trên {brandName}.',
    sections: [
      {
        id: 'check-in-and-out',
        heading: 'Nhận phòng và trả phòng',
        blocks: [
          paragraph(
            'Giờ nhận phòng và trả phòng được hiển thị trên trang chỗ nghỉ và trong xác nhận đặt phòng của bạn. Việc nhận phòng sớm và trả phòng muộn tùy thuộc vào tình trạng phòng trống và có thể mất phí; khoản phí này được hiển thị trước khi bạn thanh toán.',
          ),
        ],
      },
      {
        id: 'identity-documents',
        heading: 'Giấy tờ tùy thân',
        blocks: [
          paragraph(
            'Mỗi khách người lớn phải xuất trình giấy tờ tùy thân có ảnh còn hiệu lực do cơ quan nhà nước cấp khi nhận phòng: thẻ Aadhaar, hộ chiếu, giấy phép lái xe hoặc thẻ cử tri (voter ID). Thẻ PAN không được chấp nhận làm giấy tờ tùy thân tại mọi chỗ nghỉ; khi đó trang chỗ nghỉ sẽ ghi "Không chấp nhận thẻ PAN". Một số chỗ nghỉ không chấp nhận giấy tờ tùy thân có địa chỉ ở cùng thành phố (giấy tờ địa phương) và ghi rõ điều này trên trang chỗ nghỉ.',
            INDIA,
          ),
          paragraph(
            'Khách không mang quốc tịch Ấn Độ phải xuất trình hộ chiếu có thị thực Ấn Độ còn hiệu lực. Chỗ nghỉ phải khai báo việc lưu trú của họ với cơ quan chức năng (Form C). Các chỗ nghỉ được đánh dấu "Chỉ tiếp nhận công dân Ấn Độ" không thể tiếp nhận khách nước ngoài.',
            INDIA,
          ),
          paragraph(
            'Mỗi khách người lớn phải xuất trình hộ chiếu hoặc thẻ căn cước quốc gia còn hiệu lực khi nhận phòng. Ở nhiều quốc gia, pháp luật yêu cầu chỗ nghỉ đăng ký khách lưu trú và chuyển thông tin của họ cho cơ quan chức năng địa phương.',
            EUROPE,
          ),
          paragraph('Nếu bạn đã thanh toán trực tuyến, chỗ nghỉ có thể yêu cầu xem thẻ bạn đã dùng để thanh toán.'),
        ],
      },
      {
        id: 'age',
        heading: 'Độ tuổi',
        blocks: [
          paragraph(
            'Khách làm thủ tục nhận phòng phải từ đủ 18 tuổi trở lên. Trẻ em được chào đón, trừ khi trang chỗ nghỉ ghi khác, và được tính vào số lượng khách của phòng hoặc căn nhà.',
          ),
        ],
      },
      {
        id: 'couples',
        heading: 'Các cặp đôi',
        blocks: [
          paragraph(
            'Việc các cặp đôi chưa kết hôn có được ở chung hay không là do từng chỗ nghỉ quyết định. Các chỗ nghỉ không tiếp nhận họ sẽ ghi "Không chấp nhận cặp đôi chưa kết hôn" trên trang chỗ nghỉ và trong kết quả tìm kiếm; các chỗ nghỉ khác ghi "Chào đón các cặp đôi". Tìm hiểu thêm trên trang của chúng tôi về các cặp đôi chưa kết hôn.',
            INDIA,
          ),
          paragraph(
            'Mọi chỗ nghỉ trên {brandName} đều chào đón các cặp đôi, dù đã kết hôn hay chưa. Sẽ không ai yêu cầu bạn chứng minh tình trạng hôn nhân.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'visitors',
        heading: 'Khách đến thăm',
        blocks: [
          paragraph(
            'Vì sự an toàn của tất cả khách, chỉ những khách đã đăng ký trong đặt phòng mới được ở qua đêm. Khách sạn có thể cho phép khách đến thăm vào ban ngày ở các khu vực chung và yêu cầu xem giấy tờ tùy thân của họ.',
            HOTELS,
          ),
          paragraph(
            'Chỉ những khách có tên trong đặt phòng mới được ở qua đêm tại căn nhà, tối đa bằng số khách mà căn nhà quy định. Tiệc tùng và sự kiện cần có sự đồng ý bằng văn bản của chủ nhà.',
            HOMES,
          ),
        ],
      },
      {
        id: 'damage',
        heading: 'Hư hỏng',
        blocks: [
          paragraph(
            'Hãy giữ gìn chỗ nghỉ như chính ngôi nhà của bạn. Khách đặt phòng chịu trách nhiệm về những hư hỏng do khách trong đặt phòng gây ra, ngoài hao mòn thông thường, và chỗ nghỉ có thể thu chi phí sửa chữa hoặc thay thế hợp lý, kèm theo chứng từ.',
          ),
          paragraph(
            'Một số căn nhà yêu cầu tiền đặt cọc. Số tiền, thời điểm bạn thanh toán và thời điểm được hoàn trả được hiển thị trên trang chỗ nghỉ trước khi bạn đặt phòng.',
            HOMES,
          ),
        ],
      },
      {
        id: 'smoking',
        heading: 'Hút thuốc',
        blocks: [
          paragraph(
            'Không được hút thuốc trong phòng và trong nhà, trừ khi trang chỗ nghỉ ghi khác. Chỗ nghỉ có thể thu chi phí dọn dẹp phòng hoặc căn nhà đã có người hút thuốc.',
          ),
          paragraph(
            'Hút thuốc nơi công cộng bị cấm theo Cigarettes and Other Tobacco Products Act, 2003. Khách sạn có thể bố trí khu vực hút thuốc riêng.',
            INDIA,
          ),
        ],
      },
      {
        id: 'pets',
        heading: 'Vật nuôi',
        blocks: [
          paragraph(
            'Vật nuôi chỉ được phép ở những căn nhà có ghi rõ điều này trên trang chỗ nghỉ, tối đa bằng số vật nuôi được nêu. Hãy báo trước cho chủ nhà loài vật bạn sẽ mang theo, và không để vật nuôi lên giường và ghế sofa.',
            HOMES,
          ),
          paragraph('Không được mang vật nuôi vào khách sạn, trừ khi trang chỗ nghỉ ghi khác.', HOTELS),
          paragraph('Chó hỗ trợ người khuyết tật được chào đón tại mọi chỗ nghỉ.'),
        ],
      },
      {
        id: 'refusal',
        heading: 'Khi nào kỳ lưu trú có thể bị từ chối hoặc chấm dứt',
        blocks: [
          paragraph(
            'Chỗ nghỉ có thể từ chối cho nhận phòng, hoặc chấm dứt kỳ lưu trú mà không hoàn tiền, nếu khách không xuất trình được giấy tờ tùy thân hợp lệ, không đáp ứng một hạn chế đã được hiển thị trước khi đặt phòng, vi phạm các quy định này hoặc pháp luật, hoặc gây nguy hiểm cho người khác hoặc cho chỗ nghỉ.',
          ),
        ],
      },
    ],
  },

  'privacy-policy': {
    title: 'Chính sách quyền riêng tư',
    summary:
      'Cách {companyName} sử dụng dữ liệu cá nhân bạn cung cấp khi tìm kiếm và đặt phòng trên {brandName}, lý do chúng tôi sử dụng, thời gian chúng tôi lưu giữ và các quyền của bạn.',
    sections: [
      {
        id: 'who-is-responsible',
        heading: 'Ai chịu trách nhiệm về dữ liệu của bạn',
        blocks: [
          paragraph(
            '{companyName}, {companyAddress}, chịu trách nhiệm về dữ liệu cá nhân của bạn với tư cách là bên kiểm soát dữ liệu theo General Data Protection Regulation (GDPR).',
            EU,
          ),
          paragraph(
            '{companyName}, {companyAddress}, chịu trách nhiệm về dữ liệu cá nhân của bạn với tư cách là bên kiểm soát dữ liệu theo UK GDPR và Data Protection Act 2018.',
            UK,
          ),
          paragraph(
            '{companyName}, {companyAddress}, chịu trách nhiệm về dữ liệu cá nhân của bạn với tư cách là Data Fiduciary theo Digital Personal Data Protection Act, 2023 (DPDP Act).',
            INDIA,
          ),
          paragraph('Mọi câu hỏi về dữ liệu của bạn, vui lòng gửi đến {privacyEmail}.'),
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Dữ liệu chúng tôi thu thập',
        blocks: [
          list([
            'Tài khoản: họ tên, địa chỉ e-mail, số điện thoại di động và mật khẩu của bạn (chỉ được lưu dưới dạng mã băm an toàn). Nếu bạn đăng nhập bằng Google, Apple hoặc Facebook: họ tên và địa chỉ e-mail mà nhà cung cấp đó chia sẻ với chúng tôi.',
            'Đặt phòng: chỗ nghỉ, ngày lưu trú, phòng và khách, tên của khách làm thủ tục nhận phòng, các yêu cầu đặc biệt và lịch sử đặt phòng của bạn.',
            'Thanh toán: số tiền, loại tiền tệ, phương thức thanh toán và trạng thái. Bạn nhập thông tin thẻ tại nhà cung cấp dịch vụ thanh toán của chúng tôi; chúng tôi chỉ nhận được mã token, tổ chức thẻ và bốn chữ số cuối.',
            'Thiết bị và việc sử dụng: địa chỉ IP, loại trình duyệt và thiết bị, ngôn ngữ, mã nhận dạng thiết bị (cookie fingerprint2), các trang bạn xem và các tìm kiếm bạn thực hiện.',
            'Vị trí: vị trí gần đúng của bạn được suy ra từ địa chỉ IP, và vị trí chính xác của bạn chỉ khi bạn cho phép, ví dụ để tìm chỗ nghỉ gần bạn.',
            'Tin nhắn: nội dung bạn gửi cho bộ phận chăm sóc khách hàng và các đánh giá bạn đăng.',
            'Chiến dịch: quảng cáo hoặc đường liên kết đã đưa bạn đến với chúng tôi (tham số utm).',
          ]),
          paragraph('Khi bạn tạo tài khoản, chúng tôi cũng yêu cầu địa chỉ bưu chính của bạn, thông tin cần thiết để lập hóa đơn.', EUROPE),
        ],
      },
      {
        id: 'why-we-use-it',
        heading: 'Lý do chúng tôi sử dụng',
        blocks: [
          list([
            'để thực hiện, thay đổi và hủy đặt phòng của bạn, và chuyển cho chỗ nghỉ những thông tin mà chỗ nghỉ cần;',
            'để nhận thanh toán và hoàn tiền, cũng như ngăn chặn gian lận;',
            'để quản lý tài khoản của bạn và cho phép bạn đăng nhập an toàn, kể cả bằng mã dùng một lần;',
            'để hỗ trợ bạn khi bạn liên hệ bộ phận chăm sóc khách hàng;',
            'để giữ cho trang web an toàn và hoạt động tốt, và cải thiện trang web dựa trên số liệu thống kê;',
            'để gửi ưu đãi cho bạn, chỉ khi bạn đã đồng ý nhận;',
            'để thực hiện nghĩa vụ pháp lý của chúng tôi, chẳng hạn như hồ sơ thuế, kế toán và việc đăng ký khách lưu trú.',
          ]),
        ],
      },
      {
        id: 'legal-basis',
        heading: 'Cơ sở pháp lý của chúng tôi',
        blocks: [
          paragraph('Theo GDPR, chúng tôi dựa trên:', EUROPE),
          list(
            [
              'hợp đồng với bạn, đối với đặt phòng, thanh toán, tài khoản của bạn và dịch vụ chăm sóc khách hàng;',
              'lợi ích hợp pháp của chúng tôi, đối với bảo mật, phòng chống gian lận, cải thiện trang web và đo lường hiệu quả các chiến dịch, mà chúng tôi đã cân nhắc với lợi ích và quyền của bạn;',
              'sự đồng ý của bạn, đối với cookie thống kê và cookie tùy chọn, tin nhắn tiếp thị và vị trí chính xác của bạn; bạn có thể rút lại sự đồng ý bất cứ lúc nào;',
              'nghĩa vụ pháp lý, đối với hồ sơ thuế, kế toán và việc đăng ký khách lưu trú.',
            ],
            EUROPE,
          ),
          paragraph(
            'Chúng tôi xử lý dữ liệu cá nhân của bạn khi có sự đồng ý của bạn, được đưa ra khi bạn tạo tài khoản hoặc đặt phòng và có thể rút lại bất cứ lúc nào, và cho các mục đích hợp pháp mà DPDP Act cho phép, chẳng hạn như mục đích mà bạn đã cung cấp dữ liệu cho chúng tôi và việc tuân thủ pháp luật. Việc rút lại sự đồng ý không ảnh hưởng đến những gì đã thực hiện trước đó; điều này có thể khiến chúng tôi không thể tiếp tục cung cấp một dịch vụ, chẳng hạn như đặt phòng.',
            INDIA,
          ),
        ],
      },
      {
        id: 'who-we-share-it-with',
        heading: 'Chúng tôi chia sẻ dữ liệu với ai',
        blocks: [
          list([
            'chỗ nghỉ bạn đặt, nơi nhận họ tên, thông tin liên hệ, chi tiết đặt phòng và các yêu cầu đặc biệt của bạn;',
            'nhà cung cấp dịch vụ thanh toán của chúng tôi, cho việc thanh toán, hoàn tiền và thẻ đã lưu;',
            'các nhà cung cấp dịch vụ làm việc cho chúng tôi theo hợp đồng và chỉ theo chỉ dẫn của chúng tôi: lưu trữ máy chủ, gửi e-mail và tin nhắn SMS, công cụ chăm sóc khách hàng;',
            'cơ quan nhà nước, khi pháp luật yêu cầu.',
          ]),
          paragraph('Chúng tôi không bán dữ liệu cá nhân của bạn.'),
          paragraph(
            'Khi nhà cung cấp dịch vụ ở ngoài Khu vực Kinh tế châu Âu, chúng tôi chỉ chuyển dữ liệu trên cơ sở quyết định về mức độ bảo vệ tương xứng (adequacy decision) của Ủy ban châu Âu hoặc các điều khoản hợp đồng tiêu chuẩn của Ủy ban.',
            EU,
          ),
          paragraph(
            'Khi nhà cung cấp dịch vụ ở ngoài Vương quốc Anh, chúng tôi chỉ chuyển dữ liệu theo UK adequacy regulations hoặc UK international data transfer agreement.',
            UK,
          ),
          paragraph('Chúng tôi có thể xử lý dữ liệu bên ngoài Ấn Độ, trừ tại những quốc gia mà Chính phủ Ấn Độ hạn chế việc chuyển dữ liệu đến.', INDIA),
        ],
      },
      {
        id: 'how-long-we-keep-it',
        heading: 'Thời gian chúng tôi lưu giữ',
        blocks: [
          list([
            'Dữ liệu tài khoản: trong suốt thời gian tài khoản của bạn còn tồn tại; chúng tôi xóa dữ liệu này trong vòng 30 ngày sau khi bạn đóng tài khoản.',
            'Đặt phòng, thanh toán và hóa đơn: trong thời gian mà pháp luật về thuế và kế toán của {countryName} yêu cầu, tối đa mười năm.',
            'Dữ liệu thiết bị và nhật ký bảo mật: 13 tháng.',
            'Tin nhắn chăm sóc khách hàng: hai năm sau khi vụ việc được giải quyết xong.',
            'Sự đồng ý nhận tiếp thị: cho đến khi bạn rút lại.',
          ]),
        ],
      },
      {
        id: 'your-rights',
        heading: 'Quyền của bạn',
        blocks: [
          paragraph(
            'Bạn có quyền truy cập dữ liệu của mình, yêu cầu chỉnh sửa hoặc xóa dữ liệu, hạn chế việc sử dụng dữ liệu, nhận dữ liệu ở định dạng có thể chuyển giao, phản đối việc sử dụng dữ liệu (luôn được áp dụng đối với tiếp thị trực tiếp), và rút lại sự đồng ý của bạn.',
            EUROPE,
          ),
          paragraph(
            'Bạn có quyền nhận bản tóm tắt dữ liệu cá nhân của mình và cách chúng tôi xử lý dữ liệu đó, yêu cầu chỉnh sửa, bổ sung, cập nhật hoặc xóa dữ liệu, được giải quyết khiếu nại, và chỉ định một người có thể thực hiện các quyền của bạn nếu bạn qua đời hoặc mất khả năng thực hiện.',
            INDIA,
          ),
          paragraph(
            'Bạn có thể tự thay đổi hầu hết dữ liệu của mình trong tài khoản. Đối với các trường hợp khác, vui lòng viết cho {privacyEmail}; chúng tôi có thể yêu cầu bạn chứng minh danh tính. Chúng tôi trả lời trong vòng một tháng.',
          ),
          paragraph(
            'Nếu không hài lòng với câu trả lời của chúng tôi, bạn có thể khiếu nại đến {authorityName} ({authorityUrl}) hoặc cơ quan bảo vệ dữ liệu của quốc gia nơi bạn sinh sống.',
            EUROPE,
          ),
          paragraph(
            'Bạn có thể liên hệ Cán bộ Giải quyết Khiếu nại của chúng tôi qua {grievanceEmail}; cán bộ này sẽ trả lời trong thời hạn mà DPDP Act quy định. Nếu không hài lòng, bạn có thể khiếu nại đến {authorityName} ({authorityUrl}).',
            INDIA,
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Bảo mật',
        blocks: [
          paragraph(
            'Dữ liệu của bạn được truyền đi dưới dạng mã hóa (HTTPS). Mật khẩu chỉ được lưu dưới dạng mã băm an toàn, mã đăng nhập hết hạn trong vòng vài phút, và chỉ những nhân viên cần dữ liệu của bạn cho công việc mới có thể xem. Nếu xảy ra sự cố rò rỉ khiến dữ liệu của bạn gặp rủi ro, chúng tôi sẽ thông báo cho cơ quan chức năng và cho bạn theo quy định của pháp luật.',
          ),
        ],
      },
      {
        id: 'children',
        heading: 'Trẻ em',
        blocks: [
          paragraph(
            '{brandName} không dành cho trẻ em: bạn phải đủ 18 tuổi để tạo tài khoản hoặc đặt phòng. Chúng tôi không cố ý thu thập dữ liệu của trẻ em, ngoại trừ tên và tuổi của trẻ em đi cùng bạn do chính bạn cung cấp.',
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Thay đổi chính sách này',
        blocks: [
          paragraph(
            'Chúng tôi cập nhật chính sách này khi dịch vụ của chúng tôi hoặc pháp luật thay đổi. Ngày ở đầu trang cho biết phiên bản mới nhất; chúng tôi sẽ thông báo cho bạn qua e-mail về những thay đổi quan trọng.',
          ),
        ],
      },
    ],
  },

  'cookie-policy': {
    title: 'Chính sách cookie',
    summary: 'Những cookie mà {brandName} đặt trên thiết bị của bạn, chức năng của từng cookie và thời gian lưu giữ.',
    sections: [
      {
        id: 'what-cookies-are',
        heading: 'Cookie là gì',
        blocks: [
          paragraph(
            'Cookie là các tệp văn bản nhỏ mà trang web lưu trong trình duyệt của bạn. Chúng tôi cũng lưu một vài giá trị tương tự trong bộ nhớ cục bộ (local storage) của trình duyệt. Trong chính sách này, "cookie" bao gồm cả hai.',
          ),
        ],
      },
      {
        id: 'categories',
        heading: 'Ba loại cookie',
        blocks: [
          list([
            'Cần thiết: cần để trang web hoạt động và được bảo mật, ví dụ để duy trì trạng thái đăng nhập và ghi nhớ thông tin đặt phòng của bạn. Không thể tắt các cookie này.',
            'Tùy chọn: ghi nhớ các lựa chọn như ngôn ngữ và vị trí của bạn, để trang web mở ra đúng như khi bạn rời đi.',
            'Thống kê: giúp chúng tôi hiểu cách trang web được sử dụng, bằng cách đếm lượt truy cập và chiến dịch đã đưa bạn đến, để chúng tôi cải thiện trang web.',
          ]),
        ],
      },
      {
        id: 'cookies-we-use',
        heading: 'Các cookie chúng tôi sử dụng',
        blocks: [
          table(
            ['Tên', 'Loại', 'Mục đích', 'Thời hạn'],
            [
              ['token', 'Cần thiết', 'Duy trì trạng thái đăng nhập của bạn.', 'Cho đến khi bạn đăng xuất hoặc đóng trình duyệt'],
              ['fingerprint2', 'Cần thiết', 'Nhận diện thiết bị của bạn, để bảo vệ tài khoản và ngăn chặn gian lận.', '2 năm (63.072.000 giây)'],
              ['appContext', 'Cần thiết', 'Ghi nhớ trang web bạn đang dùng: thương hiệu, quốc gia và loại tiền tệ.', '2 giờ (7.200 giây)'],
              ['loggedInAppContext', 'Cần thiết', 'Ghi nhớ các thông tin tương tự khi bạn đã đăng nhập.', '6 tháng (15.552.000 giây)'],
              ['cookie_consent', 'Cần thiết', 'Ghi nhớ những loại cookie bạn đã cho phép, để chúng tôi không hỏi lại.', '6 tháng (15.552.000 giây)'],
              ['countryIso', 'Cần thiết', 'Quốc gia nơi kết nối của bạn xuất phát, để hiển thị đúng giá và quy định.', '2 giờ (7.200 giây)'],
              ['locale', 'Tùy chọn', 'Ngôn ngữ bạn đã chọn.', '1 năm (31.536.000 giây)'],
              ['geoContext', 'Tùy chọn', 'Vị trí gần đúng của bạn, để gợi ý chỗ nghỉ gần đó.', '12 giờ (43.200 giây)'],
              [
                'quickLogin',
                'Tùy chọn',
                'Ghi nhớ rằng chúng tôi đã hiển thị tính năng đăng nhập nhanh cho bạn, để tính năng này không xuất hiện lại.',
                '1 ngày (86.400 giây)',
              ],
              ['utm', 'Thống kê', 'Chiến dịch hoặc đường liên kết đã đưa bạn đến với chúng tôi (tham số utm).', '30 ngày (2.592.000 giây)'],
              ['expd', 'Thống kê', 'Phiên bản của trang mà bạn thấy trong khi chúng tôi thử nghiệm một cải tiến.', 'Cho đến khi bạn đóng trình duyệt'],
              ['client_id', 'Thống kê', 'Đếm lượt truy cập mà không nhận dạng bạn.', 'Cho đến khi bạn đóng trình duyệt'],
            ],
          ),
          paragraph(
            'Chúng tôi không sử dụng cookie quảng cáo. Trên trang thanh toán của mình, nhà cung cấp dịch vụ thanh toán của chúng tôi có thể đặt các cookie cần thiết để xử lý thanh toán an toàn.',
          ),
        ],
      },
      {
        id: 'your-choice',
        heading: 'Lựa chọn của bạn',
        blocks: [
          paragraph(
            'Chúng tôi đặt cookie cần thiết mà không hỏi ý kiến, vì trang web không thể hoạt động nếu thiếu chúng. Cookie tùy chọn và cookie thống kê chỉ được đặt sau khi bạn chấp nhận trong biểu ngữ cookie. Để thay đổi lựa chọn, hãy xóa cookie của trang web này trong trình duyệt: biểu ngữ sẽ hỏi lại bạn vào lần truy cập tiếp theo.',
            EUROPE,
          ),
          paragraph(
            'Chúng tôi sử dụng cookie cần thiết để vận hành trang web, và cookie tùy chọn và cookie thống kê để ghi nhớ lựa chọn của bạn và cải thiện trang web. Bạn có thể chặn hoặc xóa cookie bất cứ lúc nào trong phần cài đặt của trình duyệt.',
            INDIA,
          ),
          paragraph(
            'Mọi trình duyệt đều cho phép bạn xem, chặn và xóa cookie trong phần cài đặt. Nếu bạn chặn cookie cần thiết, bạn sẽ không thể đăng nhập hoặc đặt phòng.',
          ),
        ],
      },
      {
        id: 'contact',
        heading: 'Câu hỏi',
        blocks: [
          paragraph(
            'Mọi câu hỏi về cookie, vui lòng viết cho {privacyEmail}. Chính sách quyền riêng tư của chúng tôi giải thích cách chúng tôi sử dụng dữ liệu cá nhân.',
          ),
        ],
      },
    ],
  },

  'corporate-social-responsibility': {
    title: 'Trách nhiệm xã hội của doanh nghiệp',
    summary: 'Cách {brandName} nỗ lực trở thành đối tác công bằng với những con người và địa phương đón tiếp khách của chúng tôi.',
    sections: [
      {
        id: 'our-approach',
        heading: 'Cách tiếp cận của chúng tôi',
        blocks: [
          paragraph(
            'Du lịch chỉ bền vững khi mang lại lợi ích cho những nơi du khách đến thăm. Chúng tôi lựa chọn đối tác một cách cẩn trọng, thanh toán cho họ công bằng và đúng hạn, và tận dụng tầm ảnh hưởng của mình để khuyến khích những cách vận hành chỗ nghỉ tốt hơn.',
          ),
        ],
      },
      {
        id: 'fair-partnerships',
        heading: 'Quan hệ đối tác công bằng',
        blocks: [
          list([
            'Chỗ nghỉ nhận tiền cho mỗi kỳ lưu trú trong thời hạn đã thỏa thuận trong hợp đồng, và xem được từng khoản hoa hồng.',
            'Chúng tôi công bố đúng mức giá do chỗ nghỉ đặt ra; chúng tôi không cộng thêm phí ẩn khi thanh toán.',
            'Chủ sở hữu và người quản lý có thể liên hệ với một người quản lý tài khoản được chỉ định riêng, bằng chính ngôn ngữ của họ.',
          ]),
        ],
      },
      {
        id: 'people',
        heading: 'Con người',
        blocks: [
          paragraph(
            'Chúng tôi yêu cầu mọi đối tác tuân thủ pháp luật về tiền lương, giờ làm việc và an toàn lao động, tuyệt đối không sử dụng lao động trẻ em, và đảm bảo cho nhân viên một môi trường làm việc an toàn, không bị quấy rối. Chúng tôi chấm dứt quan hệ đối tác khi những yêu cầu này không được đáp ứng.',
          ),
          paragraph(
            'Chúng tôi đào tạo miễn phí cho đội ngũ buồng phòng và lễ tân của các khách sạn đối tác về vệ sinh, an toàn cho khách và kỹ năng số.',
            HOTELS,
          ),
        ],
      },
      {
        id: 'environment',
        heading: 'Môi trường',
        blocks: [
          list([
            'Chúng tôi khuyến khích các chỗ nghỉ chỉ thay khăn và ga trải giường khi khách yêu cầu, tiết kiệm nước và năng lượng, và ngừng sử dụng đồ nhựa dùng một lần trong phòng.',
            'Văn phòng của chúng tôi hoạt động không giấy tờ: xác nhận, hóa đơn và phiếu dịch vụ đều ở dạng điện tử.',
            'Chúng tôi cho khách biết các phương tiện giao thông công cộng gần mỗi chỗ nghỉ khi chúng tôi có thông tin.',
          ]),
          paragraph(
            'Chúng tôi đề nghị chủ nhà đăng ký nhà nghỉ dưỡng của họ với chính quyền địa phương khi có yêu cầu, và tuân thủ các giới hạn của địa phương về cho thuê nhà nghỉ dưỡng, để các khu dân cư vẫn còn nhà ở cho người dân sinh sống tại đó.',
            HOMES,
          ),
        ],
      },
      {
        id: 'communities',
        heading: 'Cộng đồng',
        blocks: [
          paragraph(
            'Phần lớn những người vận hành các chỗ nghỉ của chúng tôi sống ở gần đó. Chúng tôi ưu tiên nhà cung cấp và nhân viên địa phương, và đề nghị khách tôn trọng hàng xóm, giờ giữ yên lặng và phong tục địa phương.',
          ),
          paragraph(
            'Khi Companies Act, 2013 yêu cầu, {companyName} dành ít nhất hai phần trăm lợi nhuận ròng bình quân cho các hoạt động trách nhiệm xã hội của doanh nghiệp được hội đồng quản trị phê duyệt, và báo cáo các hoạt động này trong báo cáo thường niên.',
            INDIA,
          ),
        ],
      },
      {
        id: 'accessibility',
        heading: 'Khả năng tiếp cận',
        blocks: [
          paragraph(
            'Chúng tôi xây dựng trang web theo Web Content Accessibility Guidelines (WCAG 2.1, mức AA): trang web có thể sử dụng bằng bàn phím và trình đọc màn hình. Hãy cho chúng tôi biết qua {supportEmail} những chỗ chúng tôi còn thiếu sót.',
          ),
        ],
      },
      {
        id: 'talk-to-us',
        heading: 'Liên hệ với chúng tôi',
        blocks: [
          paragraph(
            'Ý tưởng, câu hỏi hoặc mối quan ngại về cách hành xử của chúng tôi hoặc của một chỗ nghỉ: vui lòng viết cho {supportEmail}. Chúng tôi đọc mọi tin nhắn.',
          ),
        ],
      },
    ],
  },

  'saved-card-policy': {
    title: 'Chính sách lưu thẻ',
    summary: 'Cách lưu thẻ để thanh toán nhanh hơn trên {brandName}, những gì chúng tôi lưu giữ và cách xóa thẻ.',
    sections: [
      {
        id: 'how-it-works',
        heading: 'Cách lưu thẻ',
        blocks: [
          paragraph(
            'Khi bạn chọn lưu thẻ trong lúc thanh toán, thẻ được lưu bởi nhà cung cấp dịch vụ thanh toán của chúng tôi, không phải bởi chúng tôi. Nhà cung cấp này thay số thẻ bằng một mã token: một mã chỉ dùng được cho các khoản thanh toán trên {brandName} và vô dụng đối với bất kỳ ai khác.',
          ),
          paragraph(
            'Theo yêu cầu của Reserve Bank of India, thẻ chỉ được lưu dưới dạng token do tổ chức thẻ hoặc ngân hàng phát hành thẻ tạo ra (mã hóa thẻ lưu trữ, card-on-file tokenisation), sau khi bạn đã đồng ý rõ ràng và xác nhận bằng một yếu tố xác thực bổ sung, chẳng hạn như mật khẩu dùng một lần (OTP) từ ngân hàng của bạn. Cả chúng tôi và nhà cung cấp dịch vụ thanh toán đều không lưu số thẻ của bạn.',
            INDIA,
          ),
          paragraph(
            'Mỗi khoản thanh toán bằng thẻ đã lưu đều được xác nhận theo yêu cầu của ngân hàng của bạn về xác thực khách hàng mạnh (strong customer authentication), ví dụ trong ứng dụng ngân hàng của bạn.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-we-see',
        heading: 'Những gì chúng tôi thấy',
        blocks: [
          paragraph(
            'Chúng tôi chỉ thấy những thông tin bạn cần để nhận ra thẻ: tổ chức thẻ, bốn chữ số cuối và ngày hết hạn. Chúng tôi chỉ sử dụng thẻ đã lưu khi bạn chọn thẻ đó để thanh toán.',
          ),
        ],
      },
      {
        id: 'security-code',
        heading: 'Mã bảo mật',
        blocks: [
          paragraph(
            'Mã bảo mật của thẻ (CVV hoặc CVC) không bao giờ được lưu, dù bởi chúng tôi hay bởi nhà cung cấp dịch vụ thanh toán. Ngân hàng của bạn có thể yêu cầu nhập lại mã này ở mỗi lần thanh toán.',
          ),
        ],
      },
      {
        id: 'removing-a-card',
        heading: 'Xóa thẻ',
        blocks: [
          paragraph(
            'Bạn có thể xóa thẻ đã lưu bất cứ lúc nào trong tài khoản của mình, hoặc bằng cách yêu cầu bộ phận chăm sóc khách hàng qua {supportEmail}. Khi đó nhà cung cấp dịch vụ thanh toán sẽ xóa token và token này sẽ không bao giờ dùng được nữa. Việc xóa thẻ không ảnh hưởng đến các đặt phòng bạn đã thanh toán.',
          ),
          paragraph(
            'Token cũng ngừng hoạt động khi thẻ hết hạn hoặc được ngân hàng của bạn thay thế; khi đó, nếu muốn, bạn có thể lưu thẻ mới ở lần thanh toán tiếp theo.',
          ),
        ],
      },
      {
        id: 'security',
        heading: 'Bảo mật',
        blocks: [
          paragraph(
            'Nhà cung cấp dịch vụ thanh toán của chúng tôi được chứng nhận theo Tiêu chuẩn Bảo mật Dữ liệu Ngành Thẻ Thanh toán (PCI DSS). Nếu bạn cho rằng có người đã sử dụng thẻ đã lưu của bạn mà không được phép, hãy xóa thẻ, báo cho ngân hàng của bạn và viết ngay cho {supportEmail}.',
          ),
        ],
      },
    ],
  },

  'unmarried-couples': {
    title: 'Cặp đôi chưa kết hôn',
    summary: 'Những chỗ nghỉ nào trên {brandName} chào đón các cặp đôi chưa kết hôn, cần mang theo những gì và pháp luật quy định ra sao.',
    sections: [
      {
        id: 'which-stays-welcome-couples',
        heading: 'Những chỗ nghỉ chào đón các cặp đôi',
        blocks: [
          paragraph(
            'Nhiều khách sạn của {brandName} chào đón các cặp đôi chưa kết hôn. Mỗi khách sạn đều hiển thị quy định của mình trước khi bạn đặt phòng: khách sạn tiếp nhận các cặp đôi chưa kết hôn ghi "Chào đón các cặp đôi"; khách sạn không tiếp nhận ghi "Không chấp nhận cặp đôi chưa kết hôn" trên trang khách sạn và trong kết quả tìm kiếm. Trong kết quả tìm kiếm, bộ lọc "Thân thiện với cặp đôi" chỉ hiển thị những khách sạn chào đón các cặp đôi.',
            { jurisdiction: ['india'], propertyType: 'hotel' },
          ),
          paragraph(
            'Mỗi căn nhà tự đặt ra quy định riêng và hiển thị quy định đó trước khi bạn đặt phòng: những căn nhà tiếp nhận các cặp đôi chưa kết hôn ghi "Chào đón các cặp đôi"; những căn nhà không tiếp nhận ghi "Không chấp nhận cặp đôi chưa kết hôn".',
            { jurisdiction: ['india'], propertyType: 'home' },
          ),
          paragraph(
            'Nếu bạn đặt một chỗ nghỉ được đánh dấu "Không chấp nhận cặp đôi chưa kết hôn", chỗ nghỉ có thể từ chối cho nhận phòng đối với cặp đôi không chứng minh được rằng họ đã kết hôn. Vì quy định này đã được hiển thị trước khi bạn đặt phòng, khi đó chính sách hủy của phòng sẽ được áp dụng. Hãy chọn chỗ nghỉ chào đón các cặp đôi.',
            INDIA,
          ),
          paragraph(
            'Mọi căn nhà trên {brandName} đều chào đón các cặp đôi, dù đã kết hôn hay chưa. Chủ nhà không được yêu cầu giấy tờ chứng minh hôn nhân, và chúng tôi gỡ bỏ những tin đăng có yêu cầu như vậy.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'what-to-bring',
        heading: 'Cần mang theo những gì',
        blocks: [
          paragraph(
            'Cả hai bạn đều phải từ đủ 18 tuổi trở lên và xuất trình giấy tờ tùy thân có ảnh còn hiệu lực do cơ quan nhà nước cấp khi nhận phòng: thẻ Aadhaar, hộ chiếu, giấy phép lái xe hoặc thẻ cử tri (voter ID). Trang chỗ nghỉ sẽ ghi rõ nếu chỗ nghỉ không chấp nhận thẻ PAN ("Không chấp nhận thẻ PAN") hoặc giấy tờ tùy thân có địa chỉ ở cùng thành phố. Khách không mang quốc tịch Ấn Độ xuất trình hộ chiếu và thị thực.',
            INDIA,
          ),
          paragraph(
            'Mỗi người lớn xuất trình hộ chiếu hoặc thẻ căn cước quốc gia khi nhận phòng, theo yêu cầu đăng ký khách lưu trú. Sẽ không ai hỏi về tình trạng hôn nhân của bạn.',
            EUROPE,
          ),
        ],
      },
      {
        id: 'the-law',
        heading: 'Pháp luật, nói một cách dễ hiểu',
        blocks: [
          paragraph(
            'Không có luật nào ở Ấn Độ cấm hai người trưởng thành chưa kết hôn ở chung một phòng khách sạn, và việc này không phải là hành vi phạm tội. Tuy nhiên, mỗi chỗ nghỉ có thể tự đặt ra quy định tiếp nhận khách, vì vậy một số chỗ nghỉ không tiếp nhận các cặp đôi chưa kết hôn. Điều mà mọi chỗ nghỉ bắt buộc phải làm theo luật là ghi nhận danh tính khách lưu trú, và đó là lý do bạn cần xuất trình giấy tờ tùy thân.',
            INDIA,
          ),
          paragraph(
            'Tại {countryName}, người trưởng thành có thể ở chung với nhau bất kể tình trạng hôn nhân. Chỗ nghỉ có thể yêu cầu giấy tờ tùy thân để đăng ký khách lưu trú theo quy định của pháp luật, nhưng không được yêu cầu giấy chứng nhận kết hôn.',
            EUROPE,
          ),
          paragraph('Trang này chỉ cung cấp thông tin chung, không phải tư vấn pháp lý.'),
        ],
      },
      {
        id: 'if-something-goes-wrong',
        heading: 'Nếu có sự cố',
        blocks: [
          paragraph(
            'Nếu một chỗ nghỉ từ chối bạn dù có ghi "Chào đón các cặp đôi", hoặc đối xử không công bằng với bạn khi nhận phòng, hãy gọi điện hoặc viết cho chúng tôi qua {supportEmail} ngay tại chỗ nghỉ. Chúng tôi sẽ tìm cho bạn một chỗ nghỉ khác gần đó hoặc hoàn lại toàn bộ tiền cho bạn.',
          ),
        ],
      },
    ],
  },
};
