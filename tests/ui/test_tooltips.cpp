// Corpus text reaches tooltips escaped: markup in a source is shown as text,
// never rendered (no formatting, no local image loaded).
#include "../qtprint.h"

#include <core/synthetic.h>
#include <ui/corpusmodel.h>
#include <ui/plaintooltip.h>
#include <ui/reading/parallelmodel.h>
#include <ui/tables/conflictspanel.h>
#include <ui/tables/eventlist.h>

#include <gtest/gtest.h>

using namespace parallax;
using namespace parallax::ui;

namespace {

const QString kMarkup = QStringLiteral("<img src='/etc/passwd'><b>bold</b> & more");

void expectEscaped(const QVariant &tip)
{
    const QString s = tip.toString();
    EXPECT_FALSE(s.contains(QStringLiteral("<img"))) << s.toStdString();
    EXPECT_FALSE(s.contains(QStringLiteral("<b>"))) << s.toStdString();
    EXPECT_TRUE(
        s.contains(QStringLiteral("&lt;img src=&#x27;/etc/passwd&#x27;&gt;")) || s.contains(QStringLiteral("&lt;img")))
        << s.toStdString();
}

} // namespace

TEST(ToolTips, PlainToolTipEscapesMarkup)
{
    expectEscaped(plainToolTip(kMarkup));
    EXPECT_EQ(plainToolTip(QString()), QString());
}

TEST(ToolTips, EventSummariesAreEscaped)
{
    SyntheticSpec spec;
    spec.events = 5;
    Corpus c = makeSyntheticCorpus(spec);
    for (Event &e : c.events)
        e.setSummaryEn(kMarkup);
    CorpusModel model;
    model.setCorpus(c);
    EventListModel list(&model);
    ASSERT_GT(list.rowCount(), 0);
    expectEscaped(list.index(0, EventListModel::TitleColumn).data(Qt::ToolTipRole));
}
